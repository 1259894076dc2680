import { arrivalMinute, arrivalMinutes, startingPrice } from "./facts";

/** Emergency page content (docs/product.md §2.10). */
export const responsePromise = `${arrivalMinute} response promise in core area`;

export const emergencySymptoms = [
  { title: "Burning smell or smoke", description: "A hot plastic or fishy smell from an outlet, switch or panel means wiring is overheating." },
  { title: "Sparking outlets or switches", description: "Sparks, scorch marks or crackling when you plug something in or flip a switch." },
  { title: "Power out in part of the house", description: "Rooms dark while the neighbours have power often point to a failed breaker, neutral or service connection." },
  { title: "Breaker that keeps tripping", description: "A breaker that trips again right after reset is protecting you from a short or overload." },
  { title: "Flickering or dimming lights", description: "Lights that dim when appliances start, or flicker across rooms, can signal a loose connection." },
  { title: "Hot or buzzing panel", description: "A warm panel cover, buzzing breakers or a humming meter need an electrician tonight." },
];

export const safetyTips = [
  "If there is fire or smoke, get everyone out and call 911 first — then call us.",
  "Do not touch a sparking outlet, a wet panel or any downed line; stay 30 feet from fallen wires and call the utility.",
  "If it is safe to reach the panel with dry hands, switch off the affected breaker or the main.",
  "Unplug sensitive electronics and appliances so they are not hit when power returns.",
  "Keep the freezer and fridge closed and use flashlights, not candles.",
];

export const emergencyFaqs = [
  {
    question: "How fast can you get here?",
    answer:
      `In our core area around Manassas, Woodbridge, Centreville, Gainesville and Fairfax we arrive within ${arrivalMinutes}, day or night. Further out we give you an honest arrival time on the phone.`,
  },
  {
    question: "Do you charge extra at night, on weekends or on holidays?",
    answer:
      `No holiday surcharge. Emergency repairs start at ${startingPrice.emergency}, and you get the price for the fix before we begin. If the repair is bigger, we explain the options first.`,
  },
  {
    question: "Should I call the power company or an electrician?",
    answer:
      "If your whole street is dark or a line is down, call the utility. If only your home or part of it is out, or anything is sparking, smelling or buzzing, call us — the problem is on your side of the meter.",
  },
  {
    question: "Is a breaker that keeps tripping an emergency?",
    answer:
      "Yes, if it trips again right after you reset it, or you smell burning. Leave it off, unplug what is on that circuit and call us. Do not tape or hold a breaker on.",
  },
];
