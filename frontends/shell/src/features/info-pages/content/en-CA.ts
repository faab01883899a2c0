import type { InfoContent } from './types';

/**
 * The information pages in en-CA, the source language: each string is also the i18n key of its
 * translations (content/fr-CA.ts has the same shape, paired up in ../translations.ts).
 */
export const EN_CA: InfoContent = {
  pages: {
    '/how-it-works': {
      intro:
        'Hearth connects you with home chefs in Toronto who cook in small batches from their own kitchens. Because every meal is ordered ahead, chefs buy fresh ingredients only for the portions that were ordered, and you get a home-cooked meal at a fair price.',
      sections: [
        {
          heading: 'For guests',
          paragraphs: [
            'Start by choosing a kitchen. Each chef has a restaurant page with a menu, the cuisines they cook, and their upcoming cooking sessions: a date and time window when they will cook a limited number of portions.',
            'Pick your dishes and pre-order before the session fills up or its order deadline passes. The chef sets a minimum and a maximum number of items per order, and the page shows how many portions are left.',
            'On the day, collect your meal at the pickup time or have it delivered within the chef’s delivery area. Delivery fees are shown before you pay. Afterwards, you can rate and review the restaurant to help other guests choose.',
          ],
        },
        {
          heading: 'For chefs',
          paragraphs: [
            'Apply to cook with Hearth from the Become a Chef page. Our team reviews every application and answers within 1–2 days. Before your first session, you complete your profile, share your food-safety certification and set up your restaurant.',
            'You decide what to cook, when, and for how many people. Hearth handles the rest: scheduling, online ordering, payments, notifications, messaging with guests and getting your kitchen in front of hungry neighbours.',
          ],
          list: [
            'Create dishes with photos, ingredients, allergy warnings and a price',
            'Group them into menus and schedule one-time, daily, weekly or bi-weekly cooking sessions',
            'Accept or decline incoming orders and track what to cook for each session',
            'Receive payouts to your bank account after each completed session',
          ],
        },
        {
          heading: 'Why order ahead?',
          paragraphs: [
            'Ordering ahead is what makes home cooking work at a fair price. A chef who knows exactly how many portions to prepare buys just enough fresh ingredients, wastes almost nothing and can pass the savings on to you.',
          ],
        },
      ],
    },
    '/help-centre': {
      intro:
        'Find quick answers about orders, payments, delivery and pickup, and your account. If you cannot find what you need here, our support team is happy to help.',
      sections: [
        {
          heading: 'Orders',
          paragraphs: [
            'You can follow every order from Orders in your profile menu: pending orders are waiting for the chef to accept them, upcoming orders are confirmed and scheduled, and past orders stay available so you can review them or order again.',
            'If your plans change, cancel a pending order from its detail view. Once a chef has accepted an order and bought the ingredients, cancellations depend on the chef’s policy shown on their restaurant page.',
          ],
        },
        {
          heading: 'Payments and refunds',
          paragraphs: [
            'Prices are shown in Canadian dollars and include the chef’s price for each dish; delivery fees are added at checkout before you pay. If an order is declined or a session is cancelled, you are refunded in full to your original payment method, usually within 5 to 10 business days.',
          ],
        },
        {
          heading: 'Delivery and pickup',
          paragraphs: [
            'Each chef decides whether they deliver, offer pickup, or both. Delivery is available within the radius the chef sets, and the fee is based on the chef’s base fee and the distance. Pickup instructions are shared in your order confirmation.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'Update your name, phone number and address in Settings. To close your account or get a copy of your personal information, write to support@hearth.ca from the e-mail address on your account.',
          ],
        },
        {
          heading: 'Still need help?',
          paragraphs: [
            'Our support team answers e-mails at support@hearth.ca within one business day and takes calls at +1 416-555-0142 on weekdays from 9 a.m. to 6 p.m. Eastern Time. For anything about a meal you have already received, please include your order number.',
          ],
        },
      ],
    },
    '/faqs': {
      intro:
        'The questions guests and chefs ask us most. Select a question to show its answer; select it again to hide it.',
      sections: [],
    },
    '/covid19-safety': {
      intro:
        'Food safety has always been at the heart of Hearth. These are the practices every Hearth chef follows, and the steps we take so that you can enjoy a home-cooked meal with confidence.',
      sections: [
        {
          heading: 'Certified chefs',
          paragraphs: [
            'Every chef on Hearth holds a valid food handler certification recognized in Ontario before they can publish a cooking session. We verify the certificate as part of each application and ask chefs to renew it before it expires.',
          ],
        },
        {
          heading: 'In the kitchen',
          paragraphs: [
            'Chefs commit to cooking only when they are feeling well, washing their hands often, cleaning and sanitizing work surfaces before every session, and keeping raw and cooked foods apart. Dishes list their main ingredients and allergy warnings so you know what you are ordering.',
          ],
          list: [
            'Stay home and cancel the session if you have symptoms of illness',
            'Wash hands for at least 20 seconds before and during cooking',
            'Clean and sanitize surfaces, utensils and containers before each session',
            'Keep hot food hot and cold food cold until it is handed over',
          ],
        },
        {
          heading: 'Contactless delivery and pickup',
          paragraphs: [
            'Meals are packed in sealed containers. You can ask for contactless delivery in your delivery instructions: the chef leaves your order at the door and lets you know it has arrived. For pickup, chefs give clear instructions so handovers are quick.',
          ],
        },
        {
          heading: 'Public health guidance',
          paragraphs: [
            'We follow the guidance of Toronto Public Health and the Province of Ontario and update these practices when it changes. If you have a concern about a meal, contact us at support@hearth.ca and we will look into it right away.',
          ],
        },
      ],
    },
    '/privacy-policy': {
      intro:
        'This policy explains what personal information Hearth collects, why we collect it, and how we protect it. Hearth complies with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable Canadian privacy laws.',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'We collect the information you give us when you create an account, join a waitlist, subscribe to our newsletter or place an order: your name, e-mail address, phone number, postal code and delivery address. Chefs also provide the details needed to verify them and to pay them, such as their food-safety certificate and bank details.',
            'When you use Hearth, we record information about your orders, reviews and favourites, and technical information such as your browser type and the pages you visit, to keep the service secure and working well.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'We use your information to provide the service: to process and deliver orders, to let you and your chef communicate, to verify and pay chefs, to answer support requests and to prevent fraud. We send newsletters and promotions only if you have subscribed, and every message includes a way to unsubscribe.',
            'We do not sell your personal information. We share it only with the chef preparing your order (your name, and your address for deliveries) and with service providers who process it on our behalf under contract, such as payment processors and hosting providers.',
          ],
        },
        {
          heading: 'Consent, access and correction',
          paragraphs: [
            'By using Hearth you consent to the collection and use described in this policy. You may withdraw your consent at any time, subject to legal or contractual restrictions. You have the right to access the personal information we hold about you and to ask us to correct it.',
          ],
        },
        {
          heading: 'Storage and security',
          paragraphs: [
            'We protect your information with safeguards appropriate to its sensitivity, including encryption in transit, access controls and regular reviews. We keep it only as long as needed for the purposes above or as required by law.',
          ],
        },
        {
          heading: 'Contact our privacy officer',
          paragraphs: [
            'Questions or requests about your personal information can be sent to our privacy officer at support@hearth.ca. If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner of Canada.',
          ],
        },
      ],
    },
    '/terms-and-conditions': {
      intro:
        'These terms govern your use of Hearth, a marketplace that connects guests with independent home chefs in Toronto, Canada. By creating an account or placing an order, you agree to them. Please read them carefully.',
      sections: [
        {
          heading: 'The Hearth marketplace',
          paragraphs: [
            'Hearth provides the platform on which chefs publish their restaurants, dishes and cooking sessions and guests place orders. Chefs are independent and are responsible for the food they prepare, for following food-safety rules and for describing their dishes, ingredients and allergens accurately.',
          ],
        },
        {
          heading: 'Accounts',
          paragraphs: [
            'You must be at least 18 years old to create an account. Keep your password confidential and tell us right away if you think your account has been used without your permission. You are responsible for the information you provide being accurate and up to date.',
          ],
        },
        {
          heading: 'Orders, payments and cancellations',
          paragraphs: [
            'An order is a pre-order for a specific cooking session. It is confirmed when the chef accepts it. Prices are in Canadian dollars; delivery fees and applicable taxes are shown before you pay. If a chef declines your order or cancels a session, you receive a full refund.',
          ],
        },
        {
          heading: 'Chefs',
          paragraphs: [
            'Chefs must hold a valid food handler certification, keep their kitchen clean and safe, honour the orders they accept and comply with all laws that apply to them. Hearth may pause or remove a restaurant that breaks these terms or receives serious safety complaints.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'To the extent permitted by law, Hearth is not liable for indirect or consequential losses arising from the use of the marketplace. Nothing in these terms limits rights you have under the Ontario Consumer Protection Act, 2002.',
          ],
        },
        {
          heading: 'Governing law and changes',
          paragraphs: [
            'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, and disputes are subject to the courts of Ontario. We may update these terms; we will tell you about significant changes before they take effect.',
          ],
        },
      ],
    },
    '/contact-us': {
      intro:
        'Questions about an order, becoming a chef or working with Hearth? We would love to hear from you. Our team is based in Toronto and answers in English and in French.',
      sections: [
        {
          heading: 'Guests',
          paragraphs: [
            'For help with an order, a refund or your account, e-mail support@hearth.ca with your order number, or call us on weekdays. We answer e-mails within one business day.',
          ],
        },
        {
          heading: 'Chefs',
          paragraphs: [
            'Applied to become a chef? We answer every application within 1–2 days. For questions about your restaurant, cooking sessions or payouts, write to support@hearth.ca from the e-mail address of your chef account.',
          ],
        },
        {
          heading: 'Press and partnerships',
          paragraphs: [
            'Journalists, community kitchens and local businesses interested in working with Hearth can reach us at support@hearth.ca with “Partnership” in the subject line.',
          ],
        },
      ],
    },
  },
  faq: [
    {
      heading: 'Ordering',
      items: [
        {
          question: 'Why do I have to order in advance?',
          answer:
            'Hearth chefs cook in scheduled sessions with a limited number of portions. Ordering ahead lets them buy fresh ingredients for exactly what was ordered, which keeps prices fair and food waste low.',
        },
        {
          question: 'Can I choose between delivery and pickup?',
          answer:
            'Yes, when the chef offers both. Each cooking session says whether it supports delivery, pickup or both, and delivery is available within the radius the chef sets.',
        },
        {
          question: 'How much does delivery cost?',
          answer:
            'Each chef sets a base delivery fee and may add a fee per kilometre. The total delivery fee is shown at checkout before you pay.',
        },
        {
          question: 'Can I cancel an order?',
          answer:
            'You can cancel a pending order at any time from Orders. Once the chef has accepted it, cancellation depends on the chef’s policy; if the chef declines or cancels, you are refunded in full.',
        },
      ],
    },
    {
      heading: 'Food and safety',
      items: [
        {
          question: 'Are Hearth chefs certified?',
          answer:
            'Yes. Every chef holds a valid food handler certification, which we verify before they can publish a cooking session.',
        },
        {
          question: 'How do I know what is in a dish?',
          answer:
            'Every dish lists its main ingredients, an allergy warning and dietary categories such as vegan, gluten free or halal. If you have a severe allergy, message the chef before ordering.',
        },
      ],
    },
    {
      heading: 'For chefs',
      items: [
        {
          question: 'How do I become a Hearth chef?',
          answer:
            'Join the chef waitlist from Become a Chef. We review every application and answer within 1–2 days, then help you set up your restaurant, your first dish and your first cooking session.',
        },
        {
          question: 'What does Hearth handle for chefs?',
          answer:
            'Scheduling, online ordering, payments, notifications, messaging with guests and visibility on the marketplace, so you can focus on cooking.',
        },
        {
          question: 'How and when are chefs paid?',
          answer:
            'Payouts go to the bank account in your payment details after each completed session, minus Hearth’s service fee.',
        },
      ],
    },
    {
      heading: 'Your account',
      items: [
        {
          question: 'Where is Hearth available?',
          answer:
            'Hearth is launching in Toronto, Canada. Join the waitlist with your postal code and we will let you know when chefs are cooking near you.',
        },
        {
          question: 'How do I unsubscribe from the newsletter?',
          answer:
            'Every newsletter has an unsubscribe link at the bottom. You can also write to support@hearth.ca and we will remove your address.',
        },
      ],
    },
  ],
};
