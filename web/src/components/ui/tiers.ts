// The four tiers of a feeling (Challenge/Crisis, Neutral/Recovery, Active Growth, Peak Flow), as the
// check-in's slider and the month view colour them.
export const TIER_COLORS = ['bg-sky-400/70', 'bg-teal/70', 'bg-green-400/70', 'bg-moon/80'] as const
