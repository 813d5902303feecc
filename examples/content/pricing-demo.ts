/**
 * Member-access pricing blocks as a published membership page carries them: JSON text decoded
 * at the edge. Amounts are in cents. The React page and the plain-DOM page read the same blocks.
 */
const plans = [
  { id: 'off-peak', name: 'Off-peak', description: 'Weekdays before 4 pm and after 9 pm.', features: ['Bouldering and ropes', 'One guest pass a month'] },
  { id: 'unlimited', name: 'Unlimited', description: 'Climb whenever the doors are open.', features: ['Bouldering and ropes', 'Yoga and training room', 'Four guest passes a month'] },
  { id: 'family', name: 'Family', description: 'Two adults and up to three children.', features: ['Everything in Unlimited', 'Kids’ club on Saturdays'] },
];

export const membershipPricingJson = JSON.stringify({
  groupLabel: 'Billing period',
  currency: 'USD',
  plans,
  priceSets: [
    {
      label: 'Monthly',
      period: 'a month',
      prices: [
        { plan: 'off-peak', amount: 4500, joinUrl: '/join?plan=off-peak&billing=monthly' },
        { plan: 'unlimited', amount: 7900, joinUrl: '/join?plan=unlimited&billing=monthly' },
        { plan: 'family', amount: 16950, joinUrl: '/join?plan=family&billing=monthly' },
      ],
    },
    {
      label: 'Yearly (2 months free)',
      period: 'a year',
      prices: [
        { plan: 'off-peak', amount: 45000, joinUrl: '/join?plan=off-peak&billing=yearly' },
        { plan: 'unlimited', amount: 79000, joinUrl: '/join?plan=unlimited&billing=yearly' },
        { plan: 'family', amount: 169500, joinUrl: '/join?plan=family&billing=yearly', joinLabel: 'Join as a family' },
      ],
    },
  ],
});

/** A block with one price set: its prices show, with no toggle (nothing to swap). */
export const passesPricingJson = JSON.stringify({
  currency: 'USD',
  plans: [
    { id: 'day', name: 'Day pass', description: 'Gear hire included.' },
    { id: 'ten', name: 'Ten-visit card', description: 'Valid for a year, shareable.' },
  ],
  priceSets: [
    {
      label: 'Passes',
      prices: [
        { plan: 'day', amount: 2200, joinUrl: '/join?plan=day' },
        { plan: 'ten', amount: 19000, joinUrl: '/join?plan=ten', joinLabel: 'Buy a ten-visit card' },
      ],
    },
  ],
});

/** A block whose data is damaged (no price set): warned about and left out [BLK-079]. */
export const damagedPricingJson = JSON.stringify({ plans: [{ id: 'x', name: 'X' }], priceSets: [] });
