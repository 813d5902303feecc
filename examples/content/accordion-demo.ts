/**
 * Accordion blocks as a published page carries them: JSON text decoded at the edge. Both the
 * React site and the vanilla renderer read these, so their model tests share item ids.
 */
export const faqBlockJson = JSON.stringify({
  items: [
    { id: 'shipping', title: 'How long does shipping take?', content: 'Orders ship within two working days and arrive in three to five.' },
    { id: 'returns', title: 'Can I return an item?', content: 'Yes: send it back unused within 30 days for a full refund.' },
    { id: 'sizes', title: 'How do the sizes run?', content: 'True to size. The size guide on each product page gives measurements.' },
  ],
});

export const detailsBlockJson = JSON.stringify({
  allowMultiple: true,
  expandFirst: true,
  items: [
    { id: 'materials', title: 'Materials', content: 'Organic cotton, recycled polyester thread.' },
    { id: 'care', title: 'Care', content: 'Machine wash cold, hang to dry.' },
    { id: 'origin', title: 'Origin', content: 'Made in Portugal.' },
  ],
});

/** A block whose data is damaged: its render is abandoned with a warning [BLK-079]. */
export const damagedBlockJson = '{"items": [{"id": "x", "title": 42}';
