/** What the customer reads about an emergency's progress: the status page, and the links to it. */
export const statusMessages = {
  title: "Your emergency request",
  followLink: "Follow your emergency request",
  linkHint: "See who is coming, and when, on your request's page.",
  received: "Received",
  receivedDetail: "We have your request and are alerting our on-call electrician now.",
  acknowledged: "Acknowledged",
  acknowledgedDetail: (by: string) => `${by} has your request and will call you shortly.`,
  acknowledgedDetailNoName: "Our on-call electrician has your request and will call you shortly.",
  onTheWay: "On the way",
  onTheWayDetail: "Your electrician is on the way.",
  pending: "Not yet",
  meanwhile: "While you wait",
  call: "Need us now? Call",
  refresh: "Check for news",
  autoRefresh: "This page updates by itself.",
  notFoundTitle: "Request not found",
} as const;
