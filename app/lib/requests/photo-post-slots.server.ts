/**
 * Photo posts read and checked at once (docs/decisions/0065): each may
 * hold 30 MB of body and decode photos of up to 50 megapixels, so the whole server takes two at a time and
 * an address one; past that a post is refused unread with Retry-After, never queued.
 */
export const PHOTO_POSTS = { concurrency: 2, perAddress: 1, retryAfterSeconds: 30 } as const;

const photoPosts = new Map<string, number>();
let photoPostsRunning = 0;

/**
 * A slot for one photo post from `address`: the function that gives it back (once, however often called),
 * or null when the server or the address has none free.
 */
export function takePhotoPostSlot(address: string): (() => void) | null {
  const mine = photoPosts.get(address) ?? 0;
  if (photoPostsRunning >= PHOTO_POSTS.concurrency || mine >= PHOTO_POSTS.perAddress) return null;
  photoPostsRunning += 1;
  photoPosts.set(address, mine + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    photoPostsRunning -= 1;
    const left = (photoPosts.get(address) ?? 1) - 1;
    if (left > 0) photoPosts.set(address, left);
    else photoPosts.delete(address);
  };
}
