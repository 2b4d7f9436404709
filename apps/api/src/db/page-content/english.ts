import type { PageKey } from '@shop/contract/pages';

/** A section's words as the shop first writes them (PAGE_MARKUP in @shop/contract/pages). */
export interface SeedSection {
  section: string;
  heading: string;
  body: string;
}

/**
 * The pages' English as the shop first had them (SPEC.md §2, §9: terms last updated 28/05/2025; cancellation within 24
 * hours; refunds in 15–20 business days; 18 without a guardian; privacy not for under 13). The `intro` of the legal
 * pages and the FAQ is their title and opening words, the FAQ's `help` its closing words; About's sections fill its page's places.
 */
export const PAGE_CONTENT_EN: Record<PageKey, readonly SeedSection[]> = {
  terms: [
    {
      section: 'intro',
      heading: 'Terms and Conditions',
      body: 'Please read these terms carefully before you shop with us. They explain your rights and ours, including how orders, payment, delivery, cancellation, returns and refunds work. Questions are welcome at {email}.',
    },
    {
      section: 'about-these-terms',
      heading: 'About these terms',
      body: `This website and the online shop on it are operated by Purrfect Litter Private Limited (“Purrfect Litter”, “we”, “us”, “our”), a company incorporated in India with its registered office at 3rd Floor, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad, Gujarat 380015, India.

These terms and conditions apply to every visit to our website and to every order you place with us. By browsing the site, creating an account or placing an order you agree to them. If you do not agree, please do not use the site. These terms are an electronic record under the Information Technology Act, 2000 and do not need a physical or digital signature.`,
    },
    {
      section: 'eligibility',
      heading: 'Who may shop with us',
      body: `You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872 to create an account or place an order on your own. If you are under 18, you may use the site only with the involvement and consent of a parent or legal guardian, who accepts these terms on your behalf and is responsible for your orders.

We deliver only to addresses in India.`,
    },
    {
      section: 'use-of-site',
      heading: 'Use of the site and your account',
      body: `- Give us accurate, current and complete information and keep your profile and delivery address up to date.
- Keep your password and one-time codes (OTPs) to yourself. You are responsible for activity on your account; tell us at once if you think someone else has used it.
- Do not misuse the site: no unlawful, fraudulent or abusive use, no attempts to break or probe its security, no automated scraping or bulk ordering for resale without our written consent, and nothing that puts an unreasonable load on our systems.

We may suspend or close an account that breaks these terms, after telling you why where the law allows.`,
    },
    {
      section: 'products',
      heading: 'Our products',
      body: `Our cat litter is made from natural sodium bentonite clay in India and comes unscented or lightly fragranced (lavender and rose). We describe and photograph our products as accurately as we can, but colour and granule size of a natural mineral vary slightly from batch to batch, and screens show colours differently.

Please use our products as directed on the pack. Cat litter is for pets only: store it out of reach of small children, keep it dry, and never flush used or unused bentonite litter down a toilet or drain, because it swells and can block pipes. Dispose of used litter with your household dry waste as your local rules require.`,
    },
    {
      section: 'pricing',
      heading: 'Prices and pricing errors',
      body: `All prices are in Indian Rupees (INR, ₹) and include applicable taxes such as GST unless we say otherwise. Where a product shows a maximum retail price (M.R.P.) and a lower selling price, you pay the lower price. Shipping is shown at checkout; it is currently free. Prices and offers may change at any time, but a change never affects an order we have already accepted.

Despite our care, a price on the site may occasionally be wrong. If we find an obvious error in the price of an item you have ordered, we will tell you and give you the choice to confirm the order at the correct price or cancel it. If you have already paid and choose to cancel, we refund you in full.`,
    },
    {
      section: 'orders',
      heading: 'Orders and acceptance',
      body: `When you place an order, you make an offer to buy the products in it. The confirmation screen and message you receive acknowledge your order; a contract is formed when we confirm the order for dispatch. We may decline or cancel an order before dispatch if a product is out of stock, the delivery pincode is not serviceable, the price or description was wrong, or we reasonably suspect fraud or misuse. If that happens after you have paid, we refund the full amount.

Whether we can deliver to you depends on your pincode; the checkout checks your delivery address before you can place an order.`,
    },
    {
      section: 'payment',
      heading: 'Payment',
      body: `You can pay in one of two ways:

- **Cash on Delivery (COD)**: pay the courier in cash when your order arrives. Please keep the exact amount ready.
- **Pay Online (Razorpay)**: cards, UPI, net banking and wallets through Razorpay Software Private Limited, an RBI-authorised payment aggregator. Your payment details are entered on Razorpay’s secure checkout and are never stored by us.

Some offers, such as a free order, a buy-and-get-free offer or a loyalty reward, are valid only for online payment and are removed if you choose Cash on Delivery. If an online payment succeeds but your order could not be created, contact us with your payment reference and we will either complete the order or refund you in full.`,
    },
    {
      section: 'coupons',
      heading: 'Coupons and promotions',
      body: `- Only one promotional code can be used per order. Codes cannot be combined with each other.
- Each code has its own conditions, such as a minimum order value, an expiry date or eligibility only for your first order, which are shown with the offer or at checkout.
- Codes have no cash value, cannot be exchanged or transferred, and are void where prohibited by law.
- If an order placed with a code is cancelled or returned, the discount is not refunded in cash, and a single-use code may not be reissued.
- We may withdraw or change a promotion at any time, without affecting orders already accepted.`,
    },
    {
      section: 'shipping',
      heading: 'Shipping and delivery',
      body: `We ship within India to serviceable pincodes through our courier partners. Shipping is currently free. Delivery times shown on the site are estimates and can be affected by courier delays, weather, public holidays and events beyond our control. You can follow your order on the order tracking page once it is shipped.

Risk in the products passes to you on delivery. Please check that the outer packaging is intact when you receive the parcel; if it is visibly damaged, note this with the courier and photograph it.`,
    },
    {
      section: 'cancellation',
      heading: 'Cancellation',
      body: 'You may request cancellation of an order within 24 hours of ordering, provided the order has not yet been processed for dispatch. Write to us at {email} or call {phone} with your order ID. Once an order has been processed or shipped it can no longer be cancelled, but you may be able to return it as described below. Prepaid amounts for a cancelled order are refunded as set out under Refunds.',
    },
    {
      section: 'returns',
      heading: 'Returns',
      body: `You can request a return within 4 days of delivery from the order tracking page, choosing one of these reasons:

- Wrong item received
- Damaged product
- Product no longer needed
- Other

Products returned because they are no longer needed must be unused and in their original sealed packaging. For a wrong or damaged product, please keep the packaging and send us photographs if we ask for them. We arrange the pick-up where the pincode is serviceable for returns, inspect the returned product, and tell you the outcome. After the 4-day window closes, returns are accepted only where the law requires it.`,
    },
    {
      section: 'refunds',
      heading: 'Refunds',
      body: 'Once a cancellation is accepted or a returned product passes inspection, we issue the refund. Refunds take 15–20 business days to reach you. Online payments are refunded to the original payment method through Razorpay; for Cash on Delivery orders we refund to a bank account or UPI ID that you give us. Your bank’s own processing time may add to this.',
    },
    {
      section: 'loyalty',
      heading: 'Loyalty programme',
      body: `- Signed-in customers earn progress with every delivered order. After [[{loyaltyTarget} orders|the number of orders shown on the Loyalty page]] you receive a free product as a loyalty reward, shown on the Loyalty page and applied as a coupon at checkout.
- Orders that are cancelled or returned do not count. The reward is personal, has no cash value, cannot be transferred, and, like other free-product offers, is valid only with online payment.
- We may change or end the programme with reasonable notice on this site; rewards you have already earned stay valid for the period we announced.`,
    },
    {
      section: 'reviews',
      heading: 'Reviews and content you send us',
      body: `We welcome honest reviews. Every review is checked by our team before it appears, and we publish reviews whether they are positive or critical. We may decline or remove a review that is abusive, defamatory, obscene, off-topic, promotional, contains personal information, or infringes someone else’s rights, and reviews written in exchange for payment are not allowed.

By submitting a review you confirm it reflects your own experience, and you allow us to show it, with your name and city, on our website and social media without payment. You can ask us to remove it at any time.`,
    },
    {
      section: 'intellectual-property',
      heading: 'Intellectual property',
      body: 'The Purrfect Litter name and logo, our product names, packaging designs, photographs, illustrations, text and the design of this website belong to us or our licensors and are protected by Indian and international law. You may view and print pages for your personal, non-commercial use; any other copying, reproduction or use needs our written permission.',
    },
    {
      section: 'liability',
      heading: 'Our liability',
      body: `We take care to keep the site available and accurate, but it is provided “as is” and may occasionally be unavailable for maintenance or reasons beyond our control. To the extent permitted by law, we are not liable for indirect or consequential loss, or for loss caused by events beyond our reasonable control, and our total liability for any order is limited to the amount you paid for it.

Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020, or our liability where the law does not allow it to be limited.`,
    },
    {
      section: 'governing-law',
      heading: 'Governing law and disputes',
      body: 'These terms are governed by the laws of India. We will always try to resolve a concern with you directly first; please contact our customer care or grievance officer. Subject to your right to approach a consumer commission, the courts at Ahmedabad, Gujarat have jurisdiction over any dispute arising from these terms or your use of the site.',
    },
    {
      section: 'grievance-officer',
      heading: 'Grievance officer',
      body: `In line with the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020, you can raise any complaint about our products, services or this website with our grievance officer. We acknowledge complaints within 48 hours and aim to resolve them within one month.

{grievanceOfficer} (Monday to Saturday, 10:00 am to 7:00 pm IST)`,
    },
    {
      section: 'changes',
      heading: 'Changes to these terms',
      body: 'We may update these terms from time to time, for example when the law or our services change. The date at the top of this page shows when they were last updated; the version in force when you placed an order applies to that order. Our [Privacy Policy](/privacy-policy) explains how we handle your personal data.',
    },
  ],
  privacy: [
    {
      section: 'intro',
      heading: 'Privacy Policy',
      body: 'Your trust matters to us as much as your cat’s comfort. We collect only the personal data we need to run our shop, use it for the purposes below, and protect it with care.',
    },
    {
      section: 'who-we-are',
      heading: 'Who we are',
      body: 'Purrfect Litter Private Limited (“Purrfect Litter”, “we”, “us”), with its registered office at 3rd Floor, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad, Gujarat 380015, India, runs this website and online shop. For the personal data described here we are the “Data Fiduciary” under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”). This policy explains what we collect, why, who we share it with, how long we keep it and the rights you have.',
    },
    {
      section: 'what-we-collect',
      heading: 'What we collect',
      body: `- **Account details**: your name, email address, phone number and a password, which we store only as a secure one-way hash. If you sign in with Google, we receive your name and email address from Google; we never see your Google password.
- **Delivery details**: the addresses and pincodes you give us, and your city and state.
- **Orders**: what you bought, prices, coupons, payment method and status, delivery and return history, and your loyalty progress.
- **Reviews**: your name, city, rating and message when you write a review.
- **Messages**: what you write to our customer care and our replies.
- **Technical data**: your IP address, browser and device type, and server logs of requests, which we need to run and secure the site.

We do not ask for sensitive information such as health, financial account numbers, caste, religion or biometrics.`,
    },
    {
      section: 'why-we-use-it',
      heading: 'Why we use it',
      body: `We process your personal data only for clear, lawful purposes:

- to create and secure your account, including sending one-time codes (OTPs) by email or SMS;
- to take, deliver and track your orders, check pincode serviceability, and handle cancellations, returns and refunds;
- to apply coupons and run the loyalty programme;
- to publish your review after moderation, if you choose to write one;
- to answer your questions and complaints;
- to prevent fraud and abuse and keep the site secure;
- to meet our legal duties, such as keeping GST invoices and accounting records.

We rely on the consent you give when you create an account or place an order, and on the legitimate uses the DPDP Act allows, such as providing a service you have asked for and complying with the law. We do not sell your personal data, and we send marketing messages only if you have agreed to receive them.`,
    },
    {
      section: 'payments',
      heading: 'Payments through Razorpay',
      body: 'Online payments are handled by Razorpay Software Private Limited, an RBI-authorised payment aggregator. You enter your card, UPI or net-banking details on Razorpay’s secure checkout, not on our servers. We never see or store your full card number, CVV, UPI PIN or banking password; we receive only a payment reference, the amount and whether the payment succeeded. Razorpay processes your payment data under its own privacy policy and the rules of the Reserve Bank of India.',
    },
    {
      section: 'cookies',
      heading: 'Cookies and browser storage',
      body: `We use a small number of strictly necessary cookies to keep you signed in: a short-lived session cookie and a refresh cookie. They are marked HttpOnly, so scripts on the page cannot read them, and they are not used for advertising. We also keep a note of whether you are signed in in your browser’s local storage so the site loads in the right state.

You can clear cookies and site data in your browser at any time; you will then need to sign in again. We do not use third-party advertising or cross-site tracking cookies.`,
    },
    {
      section: 'analytics',
      heading: 'Analytics',
      body: 'To understand which pages are useful, we may measure page views with Google Analytics. Analytics runs only when it has been configured for the shop; when it is not configured, no analytics script is loaded and no analytics data leaves your browser. When it runs, it records the page visited, its title and general device information, and Google may set its own cookies. We do not send your name, email address or phone number to analytics.',
    },
    {
      section: 'sharing',
      heading: 'Who we share it with',
      body: `We share only what each party needs to do its job for us, under contracts that require them to protect it:

- courier and logistics partners: your name, phone number and delivery address;
- Razorpay, to process online payments and refunds;
- email and SMS providers, to send OTPs and order updates;
- Google, if you choose Google sign-in, and for analytics where configured;
- our hosting and IT service providers, who store data on our behalf;
- government authorities, courts or regulators, when the law requires it.`,
    },
    {
      section: 'security',
      heading: 'How we protect it',
      body: 'We use encryption in transit (HTTPS), hashed passwords and one-time codes, short-lived sessions, access controls that let staff see only what their work needs, and regular backups. No system is perfectly secure, but if a personal data breach happens we will inform you and the Data Protection Board of India as the DPDP Act requires.',
    },
    {
      section: 'retention',
      heading: 'How long we keep it',
      body: `- Account and address details: while your account is active, and for up to one year after you ask us to close it.
- Orders, invoices and payment references: for as long as tax and accounting laws require, generally up to eight years.
- One-time codes: they expire after 10 minutes and are deleted once used.
- Server and security logs: up to 180 days.
- Published reviews: until you ask us to remove them.`,
    },
    {
      section: 'your-rights',
      heading: 'Your rights',
      body: `Under the DPDP Act you have the right to:

- get a summary of the personal data we hold about you and how we use it;
- have inaccurate or incomplete data corrected, completed or updated;
- have your data erased when it is no longer needed, unless the law requires us to keep it;
- withdraw your consent at any time, as easily as you gave it (this does not affect what was done before);
- nominate a person to exercise your rights if you die or become incapable;
- have your grievances addressed by us, and then by the Data Protection Board of India.

To use any of these rights, write to {email} from the email address on your account. We may ask you to confirm your identity and will reply within 30 days. You can update your profile and addresses yourself on the Profile page at any time.`,
    },
    {
      section: 'children',
      heading: 'Children',
      body: 'This site is not intended for children under 13, and we do not knowingly collect personal data from children under 13. Anyone under 18 may use the site only with the consent and involvement of a parent or lawful guardian, as our [Terms and Conditions](/terms-and-conditions) explain. If you believe a child has given us personal data, please contact us and we will delete it.',
    },
    {
      section: 'grievance-officer',
      heading: 'Grievance officer',
      body: `If you have a question or complaint about how we handle your personal data, please contact our grievance officer. We acknowledge complaints within 48 hours and aim to resolve them within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.

{grievanceOfficer}`,
    },
    {
      section: 'changes',
      heading: 'Changes to this policy',
      body: 'We will update this policy when our practices or the law change, and show the new date at the top of the page. If a change materially affects how we use your data, we will tell you by email or on the site before it takes effect.',
    },
  ],
  faq: [
    {
      section: 'intro',
      heading: 'Frequently Asked Questions',
      body: 'Everything about our bentonite litter, your orders, delivery, returns and rewards, in one place.',
    },
    {
      section: 'the-litter',
      heading: 'The litter',
      body: `## What is bentonite?

Bentonite is a natural clay formed over millions of years from volcanic ash. Our litter uses sodium bentonite, the most absorbent kind, mined and processed in India. It is simply dried, crushed and graded into granules: no silica gel, no plastic, and in our unscented variant nothing else at all.

## Why does bentonite clump?

Sodium bentonite is made of tiny, plate-like mineral layers that pull water in between them. When your cat urinates, the granules absorb the liquid, swell to many times their dry size and stick together into a firm clump within seconds. The moisture and much of the odour are locked inside the clump, so you lift it out and the rest of the litter stays clean and dry.

## How often should I change the litter?

Scoop out clumps and solid waste at least once a day, and top up with fresh litter to keep a depth of about 5 to 7 cm (2 to 3 inches). Because only the used litter is removed, a full change is needed far less often: for one cat, empty the tray completely, wash it with mild soap and refill it every 2 to 3 weeks.

With more than one cat, scoop twice a day and do a full change a little more often.

## Is it safe for kittens?

Yes. Our litter is a natural, pet-safe clay that is 99.5% dust free, and our lavender and rose variants use only a light, pet-safe fragrance. Very young kittens sometimes taste their litter while they learn, so for kittens under about 8 weeks keep an eye on them at first, and choose our unscented variant for cats with sensitive noses or paws.

## Can I flush it down the toilet?

**No, never flush bentonite litter**, used or unused. It swells and sets when wet, which can block your toilet, pipes and sewer lines. Bag used clumps and put them out with your household dry waste, following your local municipal rules.

## Which fragrance should I choose?

Unscented is the purest choice and suits cats that are particular about smells. Lavender adds a calm, fresh note and Rose a soft floral one; both are gentle rather than overpowering. Every variant clumps and controls odour the same way.`,
    },
    {
      section: 'orders-and-payment',
      heading: 'Orders and payment',
      body: `## How can I pay?

- **Cash on Delivery (COD)**: pay the courier when your order arrives.
- **Pay Online (Razorpay)**: UPI, debit and credit cards, net banking and wallets through Razorpay’s secure checkout. We never see or store your card details.

## Do you charge for shipping?

No. Shipping is free on every order and is shown as Free in your order summary.

## Can I use more than one coupon?

No. One promotional code can be used per order, and codes cannot be combined with each other.

## Is my first order really free?

When a first-order offer is running, the free-order coupon is applied automatically to your very first order at checkout and you will see “First order is FREE!”. Like other free-product offers, it is valid only when you pay online; it is removed if you choose Cash on Delivery.

## Why was my coupon removed when I chose Cash on Delivery?

Free-order, buy-and-get-free and loyalty coupons are not valid for Cash on Delivery orders. The payment dialog tells you before you confirm, and the coupon is removed automatically so that your COD order can go through.`,
    },
    {
      section: 'delivery',
      heading: 'Delivery',
      body: `## Do you deliver to my pincode?

We deliver across India through our courier partners, and serviceability depends on your pincode. Checkout checks the pincode of your delivery address automatically; if we cannot deliver there yet, the button reads “Service Not Available” and you can enter a different address.

## How long does delivery take?

Most orders reach metro cities in 2 to 4 business days and other places in 4 to 7 business days after dispatch. Remote areas may take a little longer.

## How do I track my order?

Sign in and open your order’s tracking page from your account. It shows the tracking number and each step from placed to delivered.`,
    },
    {
      section: 'returns-and-refunds',
      heading: 'Returns, refunds and cancellation',
      body: `## Can I return my order?

Yes, within 4 days after delivery. When you request a return, choose one of these reasons:

- Wrong item received
- Damaged product
- Product no longer needed
- Other

Products returned because they are no longer needed must be unused and sealed.

## How do I request a return?

Open the tracking page of your delivered order. While the 4-day window is open, a return button appears there: pick a reason and submit, and we will arrange the pick-up.

## How long do refunds take?

Refunds take 15–20 business days from when we approve the return or cancellation. Online payments go back to the original payment method; for Cash on Delivery orders we refund to your bank account or UPI ID.

## Can I cancel my order?

You can request cancellation within 24 hours of ordering, as long as the order has not yet been processed for dispatch. [Contact us](/contact-us) with your order ID. After that, you can return the order once it is delivered.`,
    },
    {
      section: 'loyalty',
      heading: 'Loyalty programme',
      body: `## How does the loyalty programme work?

Every order you complete brings you closer to a reward: [[after {loyaltyTarget} orders you get a free product. Your Loyalty page shows your progress, for example 2/{loyaltyTarget}, and how many more orders you need.|after a set number of orders you get a free product. Your Loyalty page shows how many, your progress, and how many more orders you need.]]

## Which orders count towards my reward?

Delivered orders count. Cancelled or returned orders do not. The free product is applied as a loyalty coupon, valid with online payment.`,
    },
    {
      section: 'help',
      heading: 'Still have a question?',
      body: 'Our customer care team is happy to help. Write to {email} or visit our [contact page](/contact-us).',
    },
  ],
  about: [
    {
      section: 'hero',
      heading: 'Natural litter from Indian earth, made for the cats we love',
      body: 'Purrfect Litter is made by an Indian manufacturer of bentonite products. We have spent years mining, drying and grading natural sodium bentonite clay, and we put all of that know-how into one thing: a litter that keeps your cat comfortable and your home fresh.',
    },
    {
      section: 'facts',
      heading: 'Purrfect Litter at a glance',
      body: `## 100%

natural sodium bentonite

## 99.5%

dust free

## Made in India

mined, processed and packed here

## 3

variants: unscented, lavender, rose`,
    },
    {
      section: 'maker',
      heading: 'A bentonite maker, not a reseller',
      body: `India has some of the world’s finest sodium bentonite, and our plant in Kutch, Gujarat sits close to where it is found. For years we have supplied carefully processed bentonite for industry. When our own cats came home, we saw how much imported litter cost, how dusty many brands were, and how far they travelled.

So we started making litter ourselves. We select high-swelling sodium bentonite, dry it gently, crush and sieve it to an even granule size and remove the fine dust, then pack it in our own facility. Because we control every step, we can promise the same quality in every bag.`,
    },
    {
      section: 'science',
      heading: 'Why bentonite clumps',
      body: `Sodium bentonite is a clay mineral called montmorillonite. Its secret is structure: it is built from thin, stacked sheets that love water.

## Absorbs

Each granule is made of microscopic clay layers that draw liquid in between them, up to many times their own weight.

## Swells

Sodium ions let those layers spread apart as they take in water, so the wet granules swell in seconds.

## Binds

Swollen granules stick to their neighbours and set into one firm clump that locks moisture and odour inside.`,
    },
    {
      section: 'values',
      heading: 'Good for cats, easy for you',
      body: `## Natural sodium bentonite

A pure mineral clay, dried and graded with care. No silica gel, no plastic, no clumping chemicals.

## Made in India

From the clay beds of Kutch to your doorstep, every step happens in India, supporting local jobs and shorter supply chains.

## Pet-safe formula

Low dust for sensitive noses, soft on paws, and gentle fragrances that are never overpowering for cats.

## Easy to maintain

Scoop the clumps, top up, and the rest of the tray stays clean and dry, so you change it far less often.`,
    },
    {
      section: 'green',
      heading: 'Lighter on the planet',
      body: `Bentonite is a natural, abundant mineral, and making it close to home means it travels hundreds, not thousands, of kilometres to reach you.

- **Less waste.** Strong clumps mean you remove only the used litter, so a bag lasts longer than non-clumping litter.
- **Responsible sourcing.** We buy clay from licensed mines that follow state rules on backfilling and restoring worked land.
- **Efficient processing.** Fines sieved out of cat litter go back to industrial uses instead of landfill.
- **Honest packaging.** Sturdy bags sized to what a cat actually needs, with no plastic scoops or extras you will throw away.`,
    },
    {
      section: 'promise',
      heading: 'Our promise',
      body: `Every bag we send out is one we would pour for our own cats. If something is not right, tell us and we will make it right.

The Purrfect Litter team, Kutch and Ahmedabad`,
    },
  ],
};
