/**
 * Menu blocks (tabs) as a published restaurant page carries them: JSON text decoded at the edge.
 * The React page and the plain-DOM page read the same blocks, so their tests share tab ids.
 */
export const dinnerMenuJson = JSON.stringify({
  title: 'Dinner menu',
  tabs: [
    {
      id: 'starters',
      title: 'Starters',
      sections: [
        {
          items: [
            { name: 'Sourdough & cultured butter', description: 'Baked this morning, sea salt, whipped brown butter.', price: '6' },
            { name: 'Burrata', description: 'Heirloom tomatoes, basil oil, grilled bread.', price: '14' },
            { name: 'Crispy squid', description: 'Lemon, chilli, smoked aioli.', price: '12' },
          ],
        },
      ],
    },
    {
      id: 'mains',
      title: 'Mains',
      sections: [
        {
          title: 'From the grill',
          items: [
            { name: 'Hanger steak', description: 'Chimichurri, charred onions, hand-cut chips.', price: '28' },
            { name: 'Whole sea bream', description: 'Fennel, capers, brown butter.', price: '26' },
          ],
        },
        {
          title: 'From the garden',
          items: [{ name: 'Wild mushroom risotto', description: 'Aged parmesan, thyme, truffle oil.', price: '19' }],
        },
      ],
    },
    {
      id: 'desserts',
      title: 'Desserts',
      sections: [
        {
          items: [
            { name: 'Dark chocolate torte', description: 'Crème fraîche, sea salt.', price: '9' },
            { name: 'Lemon posset', description: 'Shortbread, macerated berries.', price: '8' },
          ],
        },
      ],
    },
    {
      id: 'drinks',
      title: 'Drinks',
      note: 'Ask about our wines by the glass.',
      sections: [
        {
          items: [
            { name: 'House spritz', description: 'Aperitivo, prosecco, orange.', price: '11' },
            { name: 'Local pale ale', description: 'Pint.', price: '7' },
            { name: 'Elderflower lemonade', description: 'Made in house, no alcohol.', price: '5' },
          ],
        },
      ],
    },
  ],
});

/** A brunch menu whose selected tab the page owns (controlled), moved by its own buttons too. */
export const brunchMenuJson = JSON.stringify({
  title: 'Weekend brunch',
  tabs: [
    { id: 'sweet', title: 'Sweet', sections: [{ items: [{ name: 'Buttermilk pancakes', description: 'Maple, berries, mascarpone.', price: '12' }, { name: 'Brioche French toast', description: 'Poached pear, cinnamon.', price: '11' }] }] },
    { id: 'savoury', title: 'Savoury', sections: [{ items: [{ name: 'Eggs Benedict', description: 'Ham hock, hollandaise.', price: '14' }, { name: 'Shakshuka', description: 'Baked eggs, spiced tomato, flatbread.', price: '13' }] }] },
    { id: 'coffee', title: 'Coffee', sections: [{ items: [{ name: 'Flat white', price: '3.5' }, { name: 'Cold brew', price: '4' }] }] },
  ],
});

/** A menu of one tab: a valid menu, a tab list of one. */
export const oneTabMenuJson = JSON.stringify({
  title: 'Kids menu',
  tabs: [{ id: 'kids', title: 'Kids', sections: [{ items: [{ name: 'Mini pasta', description: 'Tomato sauce, cheese.', price: '7' }, { name: 'Fish fingers', description: 'Peas, chips.', price: '8' }] }] }],
});

/** A menu without a tab: nothing to select, so its render is abandoned with a warning [BLK-079]. */
export const noTabMenuJson = JSON.stringify({ title: 'Empty menu', tabs: [] });
