/** The help page's frequently asked questions, one per screen of the portal (issue 13). */
export type FaqEntry = { id: string; question: string; answer: string };

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'tracking',
    question: 'HOW DO I FIND A SHIPMENT OR AN ORDER?',
    answer:
      'Type a shipment, order, container or bill of lading number in the search bar, or open TRACKING. The search table lists your records 30 at a time; filter them by dates, status, numbers and references, sort by any column, and save a search to run it again from the dashboard.',
  },
  {
    id: 'favourites',
    question: 'WHAT ARE FAVOURITES AND PRIORITY SHIPMENTS?',
    answer:
      'Star a record to add it to your favourites, which only you see. Tick the priority box to mark it as a priority for your whole organisation; the PRIORITY SHIPMENTS tab lists them and leaves out delivered ones.',
  },
  {
    id: 'deliveries',
    question: 'HOW DO I ARRANGE A DELIVERY?',
    answer:
      'Open DELIVERIES, find the container and choose DELIVERY (or EARLIEST DELIVERY). Pick the containers, the address, the mode, the date and the time, then SUBMIT. A delivery after the storage date may incur storage charges: the form warns you.',
  },
  {
    id: 'payments',
    question: 'HOW DO I PAY AN INVOICE?',
    answer:
      'Open PAYMENTS from a record or the menu, tick the invoices to pay and follow the steps. A card payment adds the merchant fee shown before you confirm; the receipt is shown when the payment completes.',
  },
  {
    id: 'chat',
    question: 'HOW DO I TALK TO THE TEAM?',
    answer:
      'Use MESSAGES on the dashboard for general questions, or the SHIPMENT CHAT of a record for that record. Type @ to mention someone of your support team. Outside the trading hours of your home country your message waits for the next working day.',
  },
  {
    id: 'dashboard',
    question: 'CAN I CHANGE WHAT MY DASHBOARD SHOWS?',
    answer:
      'Yes: open CUSTOMIZE to add, remove, move and resize widgets, and to choose the key-metric tiles (up to 8), the preset searches and the insights report. Your layout is saved on your account.',
  },
  {
    id: 'settings',
    question: 'WHERE DO I CHANGE UNITS, LANGUAGE OR NOTIFICATIONS?',
    answer:
      'Open SETTINGS: the theme, tooltips, search mode, units (METRIC or IMPERIAL), language (how dates and numbers are written), home country (and so your trading hours), notifications, popups and your cookie choice. Each change applies at once.',
  },
];
