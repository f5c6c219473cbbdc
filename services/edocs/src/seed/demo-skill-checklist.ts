/** The demo customer's skills checklist, assigned to every applicant on their first read. */
export const WAREHOUSE_CHECKLIST = {
  name: 'Warehouse skills',
  description: 'Rate your experience with each warehouse task: 1 none, 2 limited, 3 proficient, 4 expert.',
  auto_assign: 1,
  items: [
    ['Equipment', 'Sit-down forklift'],
    ['Equipment', 'Stand-up reach truck'],
    ['Equipment', 'Electric pallet jack'],
    ['Equipment', 'RF / barcode scanner'],
    ['Operations', 'Order picking'],
    ['Operations', 'Packing and labeling'],
    ['Operations', 'Cycle counting and inventory'],
    ['Operations', 'Shipping and receiving'],
  ] as [string, string][],
};
