/** /demo/islands: the harbour walk's questions, an accordion block as a published page stores it. */
export const walkFaqBlockJson = JSON.stringify({
  items: [
    { id: 'children', title: 'Is the path suitable for children?', content: 'Yes, with care on the cliff section: the fence is low in places.' },
    { id: 'dogs', title: 'Can I bring a dog?', content: 'Dogs are welcome on a lead; the lighthouse café has water bowls.' },
    { id: 'parking', title: 'Where can I park?', content: 'At the fish market car park, free before nine and after six.' },
  ],
});
