import { anyone, bySecret, investorAOf, only, ownerOf, signedIn, staffOnly, type Outcome } from './outcome';

/**
 * Who may call each route of the OpenAPI document ("METHOD /path" under /api/v1). The matrix
 * (authz-matrix.test.ts) fails when a documented route has no line here or a line names a route
 * that no longer exists: a new route must say who may call it.
 */
export const ROUTE_OUTCOMES: Record<string, Outcome> = {
  'GET /health': anyone(), // Liveness and database check
  'GET /admin/site-setting/front': anyone(), // Public site settings
  'GET /admin/languages/front': anyone(), // Active languages
  'GET /admin/currencies/front': anyone(), // Active currencies with display formats
  'GET /admin/meta-setting/front': anyone(), // Meta and Open Graph defaults in the asked language (English fallback)
  'GET /admin/taxonomy-setting/front': anyone(), // The names the site uses for campaigns, investors and owners
  'GET /admin/revenue-setting/front': anyone(), // Platform fees (basis points) and flat fees (minor units)
  'GET /admin/campaign-setting/front': anyone(), // Campaign bounds and limits
  'GET /admin/recaptcha/front': anyone(), // Captcha provider, public key and the forms that ask for it
  'GET /admin/social-signup': anyone(), // Social login providers
  'GET /admin/custom-image-upload/front': anyone(), // Images placed in fixed slots of the site
  'GET /admin/content-page/pages': anyone(), // Published content pages (slug and title) in the asked language
  'GET /admin/content-page/pages/{slug}': anyone(), // One content page by slug, body as sanitised HTML (English fallback)
  'GET /admin/content-page/faqs/front': anyone(), // FAQ page entries
  'GET /admin/front-faqs/front': anyone(), // Footer FAQs (the footer links to /faq only when there are some)
  'GET /admin/help-center/categories/front': anyone(), // Help-centre categories with their question titles
  'GET /admin/help-center/categories/{slug}/front': anyone(), // One help-centre category with its questions and answers
  'GET /admin/help-center/questions/{id}/front': anyone({ params: { id: 'missing' } }), // One help-centre question
  'GET /admin/help-center/questions/front': anyone(), // Every help-centre question with its answer, by category
  'GET /admin/sliders/front-sliders': anyone(), // Home-page slides; status=yes gives the active ones only
  'GET /admin/menus': anyone(), // Header, footer and social menus of a language, with their items
  'GET /admin/types/front': anyone(), // Investing types (equity, debt)
  'GET /admin/categories/front': anyone(), // Campaign categories
  'GET /admin/usertypes': anyone(), // User types offered at sign-up
  'GET /admin/manage-options/company-industry': anyone(), // Options: company-industry
  'GET /admin/manage-options/team-member-type': anyone(), // Options: team-member-type
  'GET /admin/manage-options/campaign-stage': anyone(), // Options: campaign-stage
  'GET /admin/manage-options/investing-round': anyone(), // Options: investing-round
  'GET /admin/manage-options/investor-type': anyone(), // Options: investor-type
  'GET /admin/manage-options/countries': anyone(), // Options: countries
  'GET /admin/deal-types/front': anyone(), // Deal types, paged
  'GET /site/shell': anyone(), // Settings, languages, menus, meta, taxonomy and captcha flags for one language
  'GET /captcha': anyone(), // A new text captcha (SVG) for forms where staff switched the captcha on
  'POST /contact-us': anyone(), // Send a message to the operator (captcha when its setting is on)
  'POST /newsletter/subscribe': anyone(), // Subscribe an address to the newsletter
  'POST /users/current-user-newsletter-subscribe': signedIn(), // Subscribe the signed-in user
  'POST /users/login': bySecret('the account password'), // Sign in with e-mail and password: a session, a two-factor challenge or a required two-fact
  'POST /users/logout': signedIn({ last: true }), // Revoke the current token
  'GET /users/me': signedIn(), // The signed-in user, with the header flags, the display mode and when the session ends
  'POST /users/app-auto-login/token': signedIn(), // A one-time, 60-second token for the mobile app to open the site signed in
  'POST /users/app-auto-login': bySecret('a one-time app login token'), // Trade a one-time app login token for a session (a user id alone is refused)
  'POST /users/socket-token': signedIn(), // A 60-second token for the socket.io handshake only
  'POST /users/signup': anyone(), // Create an account (inactive until the e-mailed link is followed)
  'POST /users/activeAccount': anyone(), // Activate an account with the token of its e-mailed link (single use, 48 hours)
  'POST /users/resendUserActivationLink': anyone(), // Send the activation link again (always 200: never says whether the address exists)
  'POST /users/validateLoginTwoFactorUser': anyone(), // Second step of a login: a code from the authenticator app or a recovery code (each works o
  'GET /users/two-factor/setup': bySecret('the setup token of a login that requires two-factor'), // The secret and QR code for the set-up the site requires after login (/auth-user-verificati
  'POST /users/two-factor/setup': signedIn(), // Start the set-up: a pending secret and its QR code (password asked again)
  'POST /users/validateSignupTwoFactorUser': anyone(), // Turn two-factor on with the first code and sign in; the recovery codes are shown once
  'GET /users/two-factor': signedIn(), // Whether two-factor is on, and how many recovery codes are left
  'POST /users/regenerate-qr-code': signedIn(), // A new pending secret and QR code (password asked again)
  'POST /users/two-factor/enable': signedIn({ last: true }), // Turn two-factor on with a code from the pending secret; the recovery codes are shown once
  'POST /users/two-factor/disable': signedIn({ last: true }), // Turn two-factor off (password and a current code or a recovery code)
  'POST /users/two-factor/recovery-codes': signedIn(), // A new set of recovery codes (password and a current code); the old set stops working
  'POST /users/forgotPassword': anyone(), // E-mail a password reset link (always 200: never says whether the address exists)
  'PATCH /users/resetPassword/{token}': bySecret('the e-mailed reset token'), // Set a new password with the e-mailed token (single use, 1 hour); every session ends
  'PATCH /users/updateMyPassword': signedIn({ last: true }), // Change the password (current one checked); every session of the user ends, this one too
  'GET /users/social-login/{provider}/start': anyone(), // Where to send the browser to sign in with a provider (enabled in the console)
  'POST /users/social-login': anyone(), // Finish a social login with the code and state of the callback: like a login
  'GET /users/me/profile': signedIn(), // The signed-in user’s own profile, as the settings pages edit it
  'PATCH /users/updateMe': signedIn(), // Update names, description, zip code, phone and profile slug (409 when the slug is taken)
  'POST /users/me/photo': signedIn(), // Upload the profile photo (multipart `file`): PNG, JPEG, GIF or WebP under 2 MB, square, at
  'POST /users/me/cover': signedIn(), // Upload the cover image (multipart `file`): PNG, JPEG, GIF or WebP under 2 MB, at least 135
  'PATCH /users/outside-links': signedIn(), // Update the outside links; each social link must be an https URL of its network, an empty v
  'POST /users/change-email': signedIn({ last: true }), // Ask to change the e-mail address (password required); a confirmation link goes to the new
  'POST /users/confirm-email-change': anyone(), // Follow the e-mailed link: the account switches to the new address and the old one is told
  'GET /users/profile/{slug}': anyone(), // A user’s public profile (never e-mail, phone or other private fields)
  'GET /users/profile-network/{id}': anyone({ params: { id: 'investorAId' } }), // A user’s followers or the users they follow, 6 a page
  'GET /users': anyone(), // Active users’ public profiles, searched by name, 10 a page
  'POST /follow/{userId}': signedIn(), // Follow a user (idempotent; they are notified)
  'DELETE /unfollow/{userId}': signedIn(), // Stop following a user (idempotent)
  'POST /users/send-invites': signedIn(), // Invite friends: comma-separated addresses (at most 20); registered or already-invited ones
  'GET /users/request-delete-account': signedIn(), // The caller’s latest deletion request, or null
  'POST /users/request-delete-account': signedIn({ last: true }), // Ask for the account to be deleted (password required); one pending request at a time
  'GET /email-preferences': signedIn(), // The caller’s e-mail preferences (id = user id)
  'PATCH /email-preferences/{id}': investorAOf({ id: 'investorAId' }), // Change the caller’s e-mail preferences (frequency daily|weekly|monthly|never, an active la
  'GET /user-activity': signedIn(), // The caller’s activity log, newest first, 10 a page, each sentence in the request language
  'GET /investor-profiles': signedIn(), // The caller's investor profile, or null (the SSN only as its last four digits)
  'POST /investor-profiles': signedIn(), // Create the caller’s investor profile (once; then PATCH it)
  'PATCH /investor-profiles/{id}': investorAOf({ id: 'investorAId' }), // Update the caller’s investor profile (id = the caller’s user id; anyone else’s is 404)
  'GET /accreditation': signedIn(), // The self-check of the caller’s investor profile (spec §9 thresholds) and their latest requ
  'POST /accreditation': signedIn(), // Ask for accreditation (multipart: verificationType phone-call|letter, verificationPhone or
  'GET /accreditation/contract': signedIn(), // The accreditation contract (PDF) with the investor’s details, in the request language
  'GET /accreditation/{id}/contract': investorAOf({ id: 'accreditation' }, true), // The signed contract (PDF) of a request, to its owner or staff
  'POST /northKYC/createParty': signedIn(), // Create the caller’s identity-verification party (one per user) at the configured provider
  'PATCH /northKYC/update-party': signedIn(), // Change the caller’s party; it goes back under review
  'POST /northKYC/uploadPartyDocument': signedIn(), // Upload an identity document (PDF, PNG or JPEG by content, at most 2 MB): stored privately
  'GET /northKYC/get-user-kyc': signedIn(), // The caller’s party and documents, or { party: null }; refresh=true asks the provider for i
  'POST /northKYC/updateKycAml': signedIn(), // Run the provider’s identity and AML check again; the party
  'GET /files/{id}': investorAOf({ id: 'file' }, true), // A private file (KYC document, accreditation letter or contract), to its owner or staff onl
  'GET /notifications': signedIn(), // The signed-in user's notifications, newest first (20 a page), in the request language
  'POST /notifications': signedIn(), // Mark the given notifications (or all) read; only your own are changed
  'GET /notifications/unread-count': signedIn(), // How many notifications the signed-in user has not read
  'GET /users/inbox': signedIn(), // E-mails the platform sent to the signed-in user, newest first (10 a page)
  'GET /users/inbox/{id}': investorAOf({ id: 'email' }), // One e-mail of the signed-in user (404 for anyone else)
  'POST /campaigns/equities': only(['owner', 'otherOwner', 'staff']), // Start a campaign (draft): campaign owners and staff; 403 when onlyAdminCreateCampaign is o
  'GET /campaigns/equities': signedIn(), // The caller’s campaigns as cards with their status, newest first, 6 a page (staff: ownerId=
  'GET /campaigns/equities/{id}': ownerOf({ id: 'campaign' }, true), // The whole campaign for the wizard and dashboard (owner or staff; 404 to anyone else)
  'PATCH /campaigns/equities/{id}': ownerOf({ id: 'campaign' }, true), // A move of the status machine by its actor (owner: withdraw 1 → 0, reopen 3 → 0; → 1 is the
  'PATCH /campaigns/equity/company-profile/{id}': ownerOf({ id: 'campaign' }, true), // Company information (step 1): companyName at least 10 characters…. Saved as a draft; absen
  'PATCH /campaigns/campaign/fundraising-detail/{id}': ownerOf({ id: 'campaign' }, true), // Fundraising detail (step 2): raise bounds, dates and settings bounds of spec §5. Saved as
  'PATCH /campaigns/campaign/campaign-terms/{id}': ownerOf({ id: 'campaign' }, true), // Equity, debt or convertible-note terms (step 2), within the campaign settings bounds. Save
  'PATCH /campaigns/campaign/campaign-story/{id}': ownerOf({ id: 'campaign' }, true), // The story (step 3): at most 255 characters; a YouTube or Vimeo video; the long-form pitch in Markdown. Saved as a draft; ab
  'PATCH /campaigns/campaign/extras-info/{id}': ownerOf({ id: 'campaign' }, true), // Extras (step 5): analytics id, social links of their network, contract flags. Saved as a d
  'PATCH /campaigns/campaign/property-info/{id}': ownerOf({ id: 'campaign' }, true), // Property information of a real-estate campaign
  'PATCH /campaigns/campaign/payment-detail/{id}': ownerOf({ id: 'campaign' }, true, { body: { achAccountId: 'matrix-ach-account' } }), // The payout account (step 6): account number 5–20 digits equal to its confirmation, routing
  'POST /campaigns/equities/{id}/images': ownerOf({ id: 'campaign' }, true, { form: { kind: { literal: 'logo' } } }), // Upload an image (multipart `file`, `kind`): logo square ≥ 200×200, campaign 700×500, cover
  'POST /campaigns/equities/{id}/pitch-preview': ownerOf({ id: 'campaign' }, true), // The pitch as the campaign page will show it: Markdown rendered to sanitised HTML (owner or staff; nothing is saved)
  'POST /campaigns/equities/{id}/contract': ownerOf({ id: 'campaign' }, true), // Upload the owner’s own contract (multipart `file`, PDF under 2 MB, stored privately)
  'GET /campaigns/equities/{id}/checklist': ownerOf({ id: 'campaign' }, true), // The go-live checklist: each section ready or not, with what is missing
  'POST /campaigns/equities/{id}/submit': ownerOf({ id: 'campaign' }, true), // Submit for review: draft or declined → pending (1) when the checklist is ready; else 400 w
  'GET /campaigns/equity/team-members': ownerOf({}, true), // The team of a campaign (owner or staff)
  'POST /campaigns/equity/team-members': ownerOf({}, true), // Add a team member and e-mail them an invitation link (`/team-invite?token=`)
  'GET /campaigns/equity/team-members/{id}': ownerOf({ id: 'teamMember' }, true), // One team member
  'PATCH /campaigns/equity/team-members/{id}': ownerOf({ id: 'teamMember' }, true), // Change a team member (a new e-mail address is invited again)
  'DELETE /campaigns/equity/team-members/{id}': ownerOf({ id: 'teamMember' }, true), // Remove a team member
  'POST /campaigns/equity/team-members/resend-email/{id}': ownerOf({ id: 'teamMember' }, true), // Send the invitation again with a new link (409 once the member has joined)
  'POST /campaigns/equity/team-members/{id}/photo': ownerOf({ id: 'teamMember' }, true), // Upload the member’s photo (multipart `file`): square, at least 200×200, under 2 MB
  'POST /campaigns/team-invites/accept': signedIn(), // Accept a team invitation: the signed-in user must have the invited e-mail address
  'GET /campaigns/equity/lead-investors': ownerOf({}, true), // Lead investors of a campaign
  'POST /campaigns/equity/lead-investors': ownerOf({}, true), // Add a lead investor (type, name, bio)
  'GET /campaigns/equity/lead-investors/{id}': ownerOf({ id: 'leadInvestor' }, true), // One lead investor
  'PATCH /campaigns/equity/lead-investors/{id}': ownerOf({ id: 'leadInvestor' }, true), // Change a lead investor
  'DELETE /campaigns/equity/lead-investors/{id}': ownerOf({ id: 'leadInvestor' }, true), // Remove a lead investor
  'POST /campaigns/equity/lead-investors/{id}/photo': ownerOf({ id: 'leadInvestor' }, true), // Upload the lead investor’s photo (multipart `file`): square, at least 200×200
  'GET /campaigns/equity/extras-videos': ownerOf({}, true), // Extra videos of a campaign
  'POST /campaigns/equity/extras-videos': ownerOf({}, true), // Add a YouTube or Vimeo video with a title
  'GET /campaigns/equity/extras-videos/{id}': ownerOf({ id: 'video' }, true), // One extra video
  'PATCH /campaigns/equity/extras-videos/{id}': ownerOf({ id: 'video' }, true), // Change an extra video
  'DELETE /campaigns/equity/extras-videos/{id}': ownerOf({ id: 'video' }, true), // Remove an extra video
  'GET /campaigns/equity/extras-links': ownerOf({}, true), // Custom links of a campaign
  'POST /campaigns/equity/extras-links': ownerOf({}, true), // Add a custom link (title and http(s) URL)
  'GET /campaigns/equity/extras-links/{id}': ownerOf({ id: 'link' }, true), // One custom link
  'PATCH /campaigns/equity/extras-links/{id}': ownerOf({ id: 'link' }, true), // Change a custom link
  'DELETE /campaigns/equity/extras-links/{id}': ownerOf({ id: 'link' }, true), // Remove a custom link
  'GET /campaigns/faq-templates': anyone(), // The platform’s questions for an investing type (required ones marked)
  'GET /campaigns/equity/campaign-faqs': ownerOf({}, true), // FAQs of a campaign
  'POST /campaigns/equity/campaign-faqs': ownerOf({}, true, { body: { question: 'Matrix question?' } }), // Answer a platform question (questionId) or add an own question; the answer is required
  'GET /campaigns/equity/campaign-faqs/{id}': ownerOf({ id: 'campaignFaq' }, true), // One FAQ
  'PATCH /campaigns/equity/campaign-faqs/{id}': ownerOf({ id: 'campaignFaq' }, true), // Change an FAQ
  'DELETE /campaigns/equity/campaign-faqs/{id}': ownerOf({ id: 'campaignFaq' }, true), // Remove an FAQ
  'GET /campaigns/equity/extras-images': ownerOf({}, true), // Gallery images of a campaign
  'POST /campaigns/equity/extras-images': ownerOf({}, true, { form: { campaignId: 'campaign', title: { literal: 'Matrix' } } }), // Add a gallery image (multipart `file`, `campaignId`, `title`, `description`): PNG, JPEG, G
  'GET /campaigns/equity/extras-images/{id}': ownerOf({ id: 'image' }, true), // One gallery image
  'PATCH /campaigns/equity/extras-images/{id}': ownerOf({ id: 'image' }, true), // Change a gallery image’s title, description or order
  'DELETE /campaigns/equity/extras-images/{id}': ownerOf({ id: 'image' }, true), // Remove a gallery image
  'GET /campaigns/equity/extras-document': ownerOf({}, true), // Documents of a campaign, public and private (owner or staff)
  'POST /campaigns/equity/extras-document': ownerOf({}, true, {
    form: { campaignId: 'campaign', title: { literal: 'Matrix' }, visibility: { literal: 'private' } },
  }), // Add a document (multipart `file` PDF under 2 MB, `campaignId`, `title`, `visibility` publi
  'GET /campaigns/equity/extras-document/{id}': ownerOf({ id: 'extraDocument' }, true), // One document
  'PATCH /campaigns/equity/extras-document/{id}': ownerOf({ id: 'extraDocument' }, true), // Change a document’s title, visibility or order
  'DELETE /campaigns/equity/extras-document/{id}': ownerOf({ id: 'extraDocument' }, true), // Remove a document and its file
  'GET /campaigns/equity/updates': ownerOf({}, true), // Updates of a campaign, newest first (owner or staff)
  'POST /campaigns/equity/updates': ownerOf({}, true), // Post an update: followers (who saved the campaign) are notified, and e-mailed when their p
  'GET /campaigns/equity/updates/{id}': ownerOf({ id: 'update' }, true), // One update
  'PATCH /campaigns/equity/updates/{id}': ownerOf({ id: 'update' }, true), // Edit an update
  'DELETE /campaigns/equity/updates/{id}': ownerOf({ id: 'update' }, true), // Delete an update
  'GET /campaigns/equities/front': anyone(), // Public campaigns as cards: search, investing type, category, sort; 9 a page; active by def
  'GET /campaigns/equities/front/featured': anyone(), // Up to 6 featured active campaigns for the home page
  'GET /campaigns/equities/front/{slug}': anyone(), // The public campaign page: company, terms, story, extras, team, lead investors, FAQs, galle
  'GET /campaigns/equities/front/{slug}/updates': signedIn(), // A campaign’s updates, newest first (signed-in users; visitors are asked to log in)
  'GET /campaigns/equities/front/{slug}/update-titles': anyone(), // A campaign’s update titles and dates, newest first, for anyone (the bodies need login: /updates)
  'GET /campaigns/equities/front/{slug}/investors': anyone(), // A campaign’s investors, 10 a page: process-investment/campaign-investors by slug
  'GET /saved-campaigns': signedIn(), // The caller’s saved campaigns as cards, last saved first
  'POST /saved-campaigns': signedIn(), // Save (follow) a public campaign; saving twice changes nothing
  'DELETE /saved-campaigns/{campaignId}': signedIn(), // Stop saving a campaign; idempotent
  'GET /saved-campaigns/get-users/{campaignId}': ownerOf({}, true), // The users who saved a campaign (its owner and staff only)
  'GET /campaigns/equity/comments': anyone(), // A campaign’s discussion: approved comments and replies, the caller’s own pending ones (all
  'GET /campaigns/equity/comments/parent-comments': anyone(), // A campaign’s top-level comments, newest first, paged (same visibility as the discussion)
  'POST /campaigns/equity/comments': signedIn(), // Post a comment or a reply (at most 200 characters; captcha when switched on); it shows onc
  'PATCH /campaigns/equity/comments/{id}': ownerOf({ id: 'comment' }, true), // Approve, decline or mark as spam (the campaign’s owner or staff)
  'DELETE /campaigns/equity/comments/{id}': investorAOf({ id: 'comment' }, true), // Delete a comment and its replies (its author or staff)
  'GET /campaigns/{id}/documents/{documentId}': only(['investorA', 'owner', 'staff'], { params: { id: 'campaign' }, openToVisitors: true }), // A campaign document: public ones to anyone, private ones to the owner, staff and granted u
  'POST /campaigns/{id}/access-requests': signedIn({ params: { id: 'campaign' } }), // Ask the owner for the private documents (one request per user; asking again returns it)
  'DELETE /campaigns/{id}/access-requests': signedIn({ params: { id: 'campaign' } }), // Withdraw the caller’s own pending access request (404 when they have none)
  'GET /campaigns/{id}/access-requests': ownerOf({ id: 'campaign' }, true), // Access requests with the requesters’ names (owner and staff)
  'PATCH /campaigns/{id}/access-requests/{requestId}': ownerOf({ id: 'campaign' }, true), // Grant or deny an access request (owner and staff); the requester is notified
  'GET /campaigns/{id}/document-views': ownerOf({ id: 'campaign' }, true), // Who opened which private document, and when (owner and staff)
  'POST /contracts/generate-pdf': signedIn(), // The contract filled for a campaign and an amount or shares, unsigned, to read before inves
  'POST /contracts/create-pdf': signedIn(), // Render and keep the signed contract of an investment (done at investing; answers the kept
  'GET /contracts/get-investor-contract': only(['investorA', 'owner', 'staff']), // The signed contract of an investment (application/pdf), for its investor, the campaign own
  'PATCH /campaigns/{id}/upload-user-contact': ownerOf({ id: 'campaign' }, false, { form: { investmentId: 'investment' } }), // The owner uploads an investor’s signed contract (multipart `investmentId` and `file`, a PD
  'GET /statements': signedIn(), // The caller’s quarterly statements, newest first
  'GET /statements/{id}': investorAOf({ id: 'statement' }, true), // A statement’s figures per currency (its investor or staff; others 404)
  'GET /statements/{id}/pdf': investorAOf({ id: 'statement' }, true), // A statement as a PDF in the request’s language (its investor or staff; others 404)
  'POST /wallet/add-wallet-topup': signedIn(), // Start a wallet top-up: fees on top, a hosted checkout for the total; credited when paid
  'POST /wallet/wallet-preapproval': signedIn(), // Start a wallet top-up: fees on top, a hosted checkout for the total; credited when paid
  'GET /wallet/get-user-wallet-detail': signedIn(), // The caller’s wallet balance in one currency (currencyCode, or currencyId as the spec names
  'GET /wallet/get-user-wallet-list': signedIn(), // The caller’s wallet transactions in one currency, newest first (10 a page)
  'GET /wallet/wallet-preapproval/{id}': investorAOf({ id: 'topUp' }), // One of the caller’s top-ups (the spec’s preapproval), for its receipt
  'POST /wallet/withdraw': signedIn(), // Request a withdrawal to a bank account: the amount and the flat fee are held from the wall
  'POST /wallet/wallet-withdraw': signedIn(), // Request a withdrawal to a bank account: the amount and the flat fee are held from the wall
  'GET /wallet/withdrawals': signedIn(), // The caller’s latest withdrawals in one currency (pending ones hold wallet money)
  'GET /wallet/get-wallet-limits': signedIn(), // Top-up and withdrawal bounds and fees in one currency, for the forms to show before submit
  'GET /payments/sandbox/sessions/{sessionId}': investorAOf({}), // A sandbox checkout session, for its payer
  'POST /payments/sandbox/sessions/{sessionId}/complete': investorAOf({}), // Pay or fail a sandbox checkout; runs the same fulfilment as a provider webhook, once (refu
  'POST /campaigns/equity/payment-gateway/checkout-session': signedIn(), // Invest by card through Stripe Checkout: process-investment with paymentType "stripe"; pay
  'POST /campaigns/equity/payment-gateway/wallet-checkout-session': signedIn(), // Top up the wallet by card through Stripe Checkout: add-wallet-topup with paymentType "stri
  'GET /campaigns/equity/payment-gateway/check-payment-session/{sessionId}': investorAOf({}), // The return redirect’s check: asks the provider (never the query string) and fulfils a paid
  'PATCH /wallet/update-wallet-topup/{id}': investorAOf({ id: 'topUp' }), // Bring a top-up up to date after the payer returns: its provider is asked, and a paid one i
  'POST /process-investment': signedIn(), // Invest by amount or shares; a retry with the same Idempotency-Key returns the first answer
  'GET /process-investment/{id}': only(['investorA', 'owner', 'staff'], { params: { id: 'investment' } }), // One investment, for its investor, the campaign owner or staff
  'PATCH /process-investment/{id}': investorAOf({ id: 'investment' }), // Cancel one of the caller’s investments not paid yet: its held shares go back on offer
  'POST /process-investment/process-investment-check': signedIn(), // Would this investment be accepted now (rules, shares left, amount)? Nothing is held
  'GET /process-investment/{id}/get-investment-process-reciept': only(['investorA', 'owner', 'staff'], { params: { id: 'investment' } }), // The receipt of an investment (the spec spells it so), for its investor, the owner or staff
  'GET /process-investment/{campaignId}/front': anyone(), // The offer of a public campaign as the invest page shows it: price, bounds, what is left
  'PATCH /process-investment/check-and-process-wallet-investment': signedIn(), // Check and pay an investment from the wallet in one call (Idempotency-Key required)
  'GET /process-investment/{transactionId}/wallet-investment-completed': investorAOf({}), // The receipt of a paid wallet investment, for its investor only
  'GET /process-investment/{id}/{campaignId}': only(['investorA', 'owner', 'staff'], { params: { id: 'investment' } }), // One investment of a campaign, for its investor, the campaign owner or staff
  'GET /transactions': signedIn(), // The caller’s investment payments, newest first, 10 a page, in one currency when asked
  'GET /admin/payment-gateway': anyone(), // The payment routes investors may use now (provider, test mode, publishable key, offline in
  'POST /webhooks/stripe': bySecret('provider signature'), // Stripe events (signed, 300 s tolerance): fulfils Checkout sessions, once per event id, in
  'POST /webhooks/paypal': bySecret('provider signature'), // PayPal events (signature verified): captures, refunds and disputes, once per event id, in
  'POST /webhooks/plaid': bySecret('provider signature'), // Plaid events (signed JWT in Plaid-Verification): ACH transfer settlements and returns, onc
  'GET /webhooks/mangopay': bySecret('provider signature'), // MangoPay hook notifications (EventType, RessourceId, Date): the resource is read back from
  'POST /campaigns/equity/paypal-payment/checkout-session': signedIn(), // Invest by PayPal: process-investment with paymentType "paypal"; the payer approves the ord
  'POST /campaigns/equity/paypal-payment/process-payment': signedIn(), // The payer is back from PayPal: PayPal is asked (never the return address), an approved ord
  'POST /campaigns/equity/ach-payment/create-payment-link-token': signedIn(), // A Plaid Link token for the caller (the sandbox twin answers its own)
  'POST /campaigns/equity/ach-payment/get-connection-url': signedIn(), // Where to link a bank account: Plaid’s Hosted Link, which returns to the site; the twin’s o
  'POST /campaigns/equity/ach-payment/connect-ach-account': signedIn(), // Links the accounts of a Plaid public token or a finished Hosted Link session (the token is
  'GET /campaigns/equity/ach-payment/get-all-accounts-by-user': signedIn(), // The caller’s linked bank accounts still active, newest first (bank, name, last four digits
  'DELETE /campaigns/equity/ach-payment/disconnect-ach-account/{id}': investorAOf({ id: 'achAccount' }), // Disconnects one of the caller’s accounts (the Plaid Item is removed with its last account)
  'POST /campaigns/equity/ach-payment/process-payment': signedIn(), // Invest by ACH from a linked account: process-investment with paymentType "ach"; pending un
  'POST /campaigns/equity/ach-payment/wallet-process-payment': signedIn(), // Top up the wallet by ACH from a linked account: add-wallet-topup with paymentType "ach"; c
  'GET /campaigns/equity/ach-payment/transfers/{sessionId}': investorAOf({ sessionId: 'achSession' }), // One of the caller’s ACH debits: its status at the bank, its payment session, the account
  'GET /campaigns/equity/ach-payment/transfers/by-subject/{id}': investorAOf({ id: 'investment' }), // The caller’s newest ACH debit paying an investment or a top-up
  'POST /campaigns/equity/ach-payment/sandbox/transfers/{sessionId}/events': investorAOf({ sessionId: 'achSession' }), // The sandbox twin’s bank answers one of the caller’s twin debits (settled, failed, returned
  'GET /campaigns/equity/mangopay-payment/wallet-detail': signedIn(), // The caller’s MangoPay wallet (made on first use): id, owner, balance and its ledger mirror
  'GET /campaigns/equity/mangopay-payment/wallet-transaction-list': signedIn(), // The MangoPay wallet’s transactions as MangoPay lists them, newest first (10 a page)
  'POST /campaigns/equity/mangopay-payment/checkout-session': signedIn(), // Top up the MangoPay wallet by card: a web card PayIn, the fee on top; pay at redirectUrl,
  'GET /campaigns/equity/mangopay-payment/check-payment-session/{id}': investorAOf({ id: 'paymentSession' }), // The return’s check of a top-up (our id or MangoPay’s PayIn id): MangoPay is asked, a succe
  'GET /campaigns/equity/mangopay-payment/get-authorized-countries': signedIn(), // Countries and what MangoPay allows there (users, bank accounts, payouts)
  'GET /campaigns/equity/mangopay-payment/linked-bank-accounts': signedIn(), // The caller’s bank accounts at MangoPay, newest first; numbers by their last four character
  'POST /campaigns/equity/mangopay-payment/linked-bank-account': signedIn(), // Add a bank account (IBAN, GB, US, CA or OTHER; the type’s fields are required, spec §5); M
  'POST /campaigns/equity/mangopay-payment/deactivate-bank-account': signedIn(), // Deactivate one of the caller’s bank accounts (MangoPay cannot reactivate it); another user
  'POST /campaigns/equity/mangopay-payment/process-payout': signedIn(), // Pay out from the MangoPay wallet to one of the caller’s active bank accounts (bank wire);
  'GET /campaigns/equity/mangopay-payment/twin/pay-ins/{payInId}': investorAOf({}), // A sandbox twin’s top-up PayIn, for its payer (the twin’s card page)
  'POST /campaigns/equity/mangopay-payment/twin/pay-ins/{payInId}/complete': investorAOf({}), // Pay or fail a sandbox twin’s top-up PayIn; the wallet is credited once, as MangoPay’s hook
  'GET /campaigns/equities/{id}/payout': ownerOf({ id: 'campaign' }, true), // The payout tab: raised, fee, net, what is owed and may be requested, the account and each
  'POST /campaigns/equities/{id}/request-payout': ownerOf({ id: 'campaign' }), // Request the payout of what the platform owes the owner of a settled campaign: KYC approved
  'POST /campaigns/equities/{id}/stripe-connect': ownerOf({ id: 'campaign' }), // Start connecting a Stripe account (flexible campaigns; password and two-factor code): answ
  'DELETE /campaigns/equities/{id}/stripe-connect': ownerOf({ id: 'campaign' }), // Disconnect the Stripe account
  'POST /campaigns/equities/{id}/stripe-connect/complete': ownerOf({ id: 'campaign' }), // Back from Stripe onboarding (/stripe-account-connect): store the account opened for this c
  'GET /campaigns/equities/{id}/settlement-statement': ownerOf({ id: 'campaign' }, true), // The settlement statement with the fee invoice (application/pdf), for the owner and staff
  'POST /campaigns/equities/{id}/create-repayment': ownerOf({ id: 'campaign' }, true), // Owner or staff: the debt schedule from the terms (type "schedule"), or an ad hoc dividend,
  'GET /campaigns/equities/{id}/get-repayment': only(['investorA', 'owner', 'staff'], { params: { id: 'campaign' } }), // The campaign’s repayments (schedule and history) for its owner, its investors (with their
  'GET /campaigns/equities/{id}/get-single-repayment': only(['investorA', 'owner', 'staff'], { params: { id: 'repayment' } }), // One repayment and its allocations (the receipt); a card checkout still open is asked about
  'PATCH /campaigns/equities/{id}/process-repayment': ownerOf({ id: 'repayment' }), // Owner pays (action "pay": wallet, sandbox or stripe checkout, offline for staff to confirm
  'POST /campaigns/equities/{id}/online-repayment': ownerOf({ id: 'repayment' }), // The owner pays a repayment by card: a hosted checkout (sandbox or Stripe); pay at checkout
  'POST /campaigns/equities/{id}/create-auto-repayment': ownerOf({ id: 'campaign' }, true), // Automatic repayment on or off: instalments after the first are debited on their due date (
  'GET /campaigns/equities/{id}/get-ach-status': ownerOf({ id: 'campaign' }, true), // Whether the campaign’s owner has an active linked bank account for automatic ACH debits, a
  'GET /my-investment/': signedIn(), // The caller’s investments, newest first (10 a page; currencyCode or currencyId, status)
  'GET /my-investment/dashboard': signedIn(), // Totals per currency (invested, refunded, investments, distributions, next repayment) and t
  'GET /my-investment/get-graph-data': signedIn(), // Each campaign’s share of what stays invested, per currency (shares in basis points)
  'GET /my-investment/get-graph-by-transactions': signedIn(), // Money invested, refunded and received per month (site time zone), the last `months` months
  'GET /my-investment/overview': signedIn(), // The /investments page in one answer (the caller's own portfolio only)
  'GET /my-investment/get-unique-currency': signedIn(), // The currencies the caller has investments in
  'GET /my-investment/{id}': investorAOf({ id: 'investment' }), // One of the caller’s investments: fees, documents, certificate, distributions, ledger histo
  'POST /my-investment/{id}/withdraw': investorAOf({ id: 'investment' }), // Withdraw one of the caller’s paid investments until N hours before the close: money back the way it was paid
  'POST /my-investment/{id}/reconfirm': investorAOf({ id: 'investment' }), // Reconfirm a paid investment after a Reg CF material change, before its deadline (others 404)
  'GET /my-investment/{id}/reconfirmation': investorAOf({ id: 'investment' }), // Whether the investment must be reconfirmed, by when, and what changed (others 404)
  'POST /campaign/{id}/material-change': ownerOf({ id: 'campaign' }), // Record a Reg CF material change: paid investors must reconfirm within 5 business days
  'POST /campaign/{id}/early-close': ownerOf({ id: 'campaign' }, false, { body: { closingDate: '2099-01-01' } }), // Move the closing date earlier under Reg CF (21 days live, 5 business days' notice)
  'GET /campaign/{id}/investor-protection': ownerOf({ id: 'campaign' }), // Whether Reg CF material changes and early close apply now, and the latest change (owner only)
  'POST /console/campaigns/{id}/material-change': staffOnly({ params: { id: 'missing' } }), // Staff record a Reg CF material change of a live campaign
  'GET /console/reconfirmations': staffOnly(), // Investments asked to reconfirm after a Reg CF material change, by deadline
  'GET /console/reflection-periods': staffOnly(), // Investments whose ECSP reflection period is still running
  'PATCH /my-investment/{id}': investorAOf({ id: 'investment' }), // Hide or show the caller’s name on the campaign’s public investors list (others 404)
  'GET /process-investment/campaign-investors': anyone(), // A campaign’s paid investors, one row per investor, newest first (anonymous ones masked); t
  'GET /process-investment/get-latest-investment-activity/front': anyone(), // The latest paid investments in public campaigns, or in one campaign (anonymous ones masked
  'GET /process-investment/campaign-investments': ownerOf({}, true), // Every investment in the caller’s campaign (owner or staff), newest first, optionally of on
  'GET /process-investment/campaign-money': ownerOf({}, true), // The caller’s campaign: paid money per payment route and the bank transfers awaiting confir
  'GET /users/get-investment-received-pending-investments': signedIn(), // Bank transfers into the caller’s own campaigns awaiting confirmation, newest first
  'GET /users/get-user-campaigns/{id}': anyone({ params: { id: 'ownerId' } }), // A person’s public campaigns, newest first (404 for a closed or unknown account)
  'GET /users/get-user-investments/{id}': anyone({ params: { id: 'investorAId' } }), // A person’s named investments in public campaigns, per campaign; empty unless they chose to
  'GET /equity/share-certificate': signedIn(), // The caller’s live share certificates, newest first
  'GET /equity/share-certificate/{id}': only(['investorA', 'owner', 'staff'], { params: { id: 'certificate' } }), // One certificate, live or void (its holder, the campaign’s owner or staff; others 404)
  'GET /equity/share-certificate/{id}/pdf': only(['investorA', 'owner', 'staff'], { params: { id: 'certificate' } }), // A certificate as a PDF (the holder’s language; its holder, the campaign’s owner or staff;
  'POST /equity/share-certificate/{id}/reissue': ownerOf({ id: 'certificate' }, true), // The campaign’s owner or staff reissue a live certificate: its number is void, the holding
  'GET /campaigns/equities/{id}/shareholder-register': ownerOf({ id: 'campaign' }, true), // The campaign’s shareholder register: live certificates by number (owner and staff; others
  'GET /campaigns/equities/{id}/shareholder-register/export.csv': ownerOf({ id: 'campaign' }, true), // The shareholder register as CSV (owner and staff; others 404)
  'POST /save-investment': signedIn(), // Save an investment for later (checked by the investing rules); saving again for a campaign
  'GET /save-investment': signedIn(), // The caller’s saved investments, last saved first
  'GET /save-investment/check-saved-investment': signedIn(), // The caller’s saved investment in a campaign, or null
  'DELETE /save-investment/delete-saved-investment-user/{id}': investorAOf({ id: 'savedInvestment' }), // Delete one of the caller’s saved investments (anyone else’s: 404; staff use the console)
  'PUT /campaign/{id}/reservations-open': ownerOf({ id: 'campaign' }), // Open or close non-binding reservations before launch (its owner only; others 404; 409 once live)
  'GET /campaign/{id}/reservations': ownerOf({ id: 'campaign' }), // How many reservations and their total, without names (its owner only)
  'GET /campaign/{id}/reservation': signedIn({ params: { id: 'campaign' } }), // The caller’s own live reservation in a campaign, or null
  'PUT /campaign/{id}/reservation': only(['investorA', 'investorB', 'otherOwner', 'staff'], { params: { id: 'campaign' } }), // Reserve or change an amount while reservations are open (the owner: 403)
  'DELETE /campaign/{id}/reservation': only(['investorA', 'investorB', 'otherOwner', 'staff'], { params: { id: 'campaign' } }), // Withdraw the caller’s reservation (the owner: 403)
  'GET /my-reservations': signedIn(), // The caller’s reservations: waiting, or open now with the prefilled invest page
  'GET /reservations/front/{slug}': anyone({ params: { slug: 'campaignSlug' } }), // The reserve box of a campaign with the viewer’s own reservation
  'POST /console/session': bySecret('the staff password'), // Staff login: captcha when its setting is on, the same lock-out as the site, and the two-fa
  'GET /compliance/me': signedIn(), // The investor-protection rules that apply to the caller now
  'GET /compliance/knowledge-test': signedIn(), // The questions of the ECSP entry knowledge test (never the answers)
  'POST /compliance/knowledge-test': signedIn(), // Take the ECSP entry knowledge test (409 under another regime)
  'GET /compliance/appropriateness': signedIn(), // The questions of the FCA appropriateness check (never the answers)
  'POST /compliance/appropriateness': signedIn(), // Take the FCA appropriateness check (409 under another regime)
  'POST /compliance/loss-simulation': signedIn(), // ECSP loss simulation of the caller (409 under another regime)
  'POST /compliance/fca-category': signedIn(), // FCA self-certification of the caller (409 under another regime)
  'POST /compliance/fca-risk-warning': signedIn(), // FCA: the caller read the personalised risk warning
  'GET /campaign/{id}/kiis': anyone({ params: { id: 'campaign' } }), // A campaign's checked key investment information sheet in the reader's language
  'GET /campaign/{id}/kiis/all': ownerOf({ id: 'campaign' }, true), // Every language's sheet, checked or not (owner or staff)
  'PUT /campaign/{id}/kiis/{lang}': ownerOf({ id: 'campaign' }, true, { params: { id: 'campaign' } }), // Write the sheet in one language (owner or staff)
  'GET /console/campaigns/{id}/kiis': staffOnly({ params: { id: 'campaign' } }), // A campaign's sheets, every language
  'POST /console/campaigns/{id}/kiis/{lang}/check': staffOnly({ params: { id: 'campaign' } }), // Mark a sheet checked
  'GET /console/compliance-outcomes': staffOnly(), // List compliance-outcomes
  'GET /console/compliance-outcomes/export.csv': staffOnly(), // The filtered compliance outcomes as CSV (amounts in minor units)
  'GET /console/compliance-outcomes/{id}': staffOnly({ params: { id: 'missing' } }), // One of compliance-outcomes
  'GET /console/compliance-settings': staffOnly(), // List compliance-settings
  'GET /console/compliance-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of compliance-settings
  'PUT /console/compliance-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of compliance-settings
  'GET /console/exchange-rates': staffOnly(), // List exchange-rates
  'POST /console/exchange-rates': staffOnly(), // Enter an exchange rate
  'POST /console/exchange-rates/import': staffOnly(), // Enter a daily rates file (multipart `file`, CSV)
  'GET /console/exchange-rates/{id}': staffOnly({ params: { id: 'missing' } }), // One of exchange-rates
  'DELETE /console/exchange-rates/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of exchange-rates
  'GET /console/session': staffOnly(), // The signed-in staff member and their saved language
  'PATCH /console/session': staffOnly(), // Save the language picked in the console as the staff member’s language (an active site language)
  'DELETE /console/session': staffOnly({ last: true }), // Staff logout: revokes the token and clears the cookie
  'POST /console/site-settings/{id}/maintenance': staffOnly({ params: { id: 'missing' } }), // Switch maintenance mode on or off (one click from the dashboard)
  'POST /console/uploads': staffOnly(), // Upload a public image (PNG, JPEG, GIF, WebP or ICO; at most 2 MB)
  'GET /console/newsletter-subscribers/export.csv': staffOnly(), // All newsletter subscribers as CSV
  'POST /console/users/{id}/suspend': staffOnly({ params: { id: 'missing' } }), // Suspend an account: it cannot log in, every session is revoked, the user is told why
  'POST /console/users/{id}/restore': staffOnly({ params: { id: 'missing' } }), // Lift a suspension: the account can log in again
  'POST /console/users/{id}/staff': staffOnly({ params: { id: 'missing' } }), // Give or take staff access (never your own)
  'POST /console/kyc/{id}/approve': staffOnly({ params: { id: 'missing' } }), // Approve identity verification
  'POST /console/kyc/{id}/decline': staffOnly({ params: { id: 'missing' } }), // Decline identity verification; the reason reaches the user
  'GET /console/kyc/{id}/documents/{documentId}': staffOnly({ params: { id: 'missing' } }), // One of a party's documents, streamed (private file)
  'POST /console/accreditations/{id}/approve': staffOnly({ params: { id: 'missing' } }), // Approve an accreditation
  'POST /console/accreditations/{id}/decline': staffOnly({ params: { id: 'missing' } }), // Decline an accreditation; the reason reaches the user
  'GET /console/accreditations/{id}/letter': staffOnly({ params: { id: 'missing' } }), // The accreditation's letter (private file)
  'GET /console/accreditations/{id}/signature': staffOnly({ params: { id: 'missing' } }), // The uploaded signature image (private file)
  'GET /console/accreditations/{id}/contract': staffOnly({ params: { id: 'missing' } }), // The accreditation's contract (private file)
  'POST /console/deletion-requests/{id}/complete': staffOnly({ params: { id: 'missing' } }), // Complete a deletion request: the user's personal data is erased in the same transaction
  'POST /console/deletion-requests/{id}/reject': staffOnly({ params: { id: 'missing' } }), // Reject a deletion request; the note reaches the user
  'GET /console/campaigns': staffOnly(), // List campaigns (filters: status, investingType, ownerId, featured, categoryId, q)
  'GET /console/campaigns/{id}': staffOnly({ params: { id: 'missing' } }), // One campaign: the whole submission as investors will see it, and its status history
  'GET /console/campaigns/{id}/documents/{documentId}': staffOnly({ params: { id: 'missing' } }), // A document of a campaign in any status (private ones included), for review
  'POST /console/campaigns/{id}/approve': staffOnly({ params: { id: 'missing' } }), // Approve a pending campaign: it goes live (active)
  'POST /console/campaigns/{id}/decline': staffOnly({ params: { id: 'missing' } }), // Decline a pending campaign; the reason reaches the owner
  'POST /console/campaigns/{id}/hide': staffOnly({ params: { id: 'missing' } }), // Hide a campaign from the site; the reason reaches the owner
  'POST /console/campaigns/{id}/inactivate': staffOnly({ params: { id: 'missing' } }), // Make an active campaign inactive; the reason reaches the owner
  'POST /console/campaigns/{id}/reactivate': staffOnly({ params: { id: 'missing' } }), // Bring a hidden or inactive campaign back
  'POST /console/campaigns/{id}/feature': staffOnly({ params: { id: 'missing' } }), // Show an active campaign among the featured ones on the home page, or take it off
  'GET /console/campaigns/{id}/settlement': staffOnly({ params: { id: 'missing' } }), // Where a campaign stands after its raise: held in closing, settled (with its settlement) or
  'POST /console/campaigns/{id}/close': staffOnly({ params: { id: 'missing' } }), // Close a live campaign now and settle its money (held in closing while payments are in flig
  'POST /console/campaigns/{id}/cancel': staffOnly({ params: { id: 'missing' } }), // Cancel a live campaign: every investor is refunded in full, no fee
  'POST /console/comments/{id}/approve': staffOnly({ params: { id: 'missing' } }), // Moderate a comment: approved
  'POST /console/comments/{id}/decline': staffOnly({ params: { id: 'missing' } }), // Moderate a comment: declined
  'POST /console/comments/{id}/spam': staffOnly({ params: { id: 'missing' } }), // Moderate a comment: spam
  'GET /console/ledger/check': staffOnly(), // Recompute the ledger invariants from the entries
  'GET /console/payment-gateways': staffOnly(), // List payment gateways
  'GET /console/payment-gateways/{id}': staffOnly({ params: { id: 'missing' } }), // One payment gateway
  'PUT /console/payment-gateways/{id}': staffOnly({ params: { id: 'missing' } }), // Update a payment gateway (empty secrets keep the stored ones)
  'GET /console/transactions': staffOnly(), // List ledger transfers with their entries
  'GET /console/transactions/export.csv': staffOnly(), // The filtered transfers as CSV, one line per entry (the journal format)
  'GET /console/transactions/{id}': staffOnly({ params: { id: 'missing' } }), // One ledger transfer with its entries and accounts
  'GET /console/wallets': staffOnly(), // Investor wallets with their balances
  'GET /console/wallets/export.csv': staffOnly(), // The filtered wallets as CSV
  'GET /console/withdrawals': staffOnly(), // Withdrawals asked for by investors
  'GET /console/withdrawals/export.csv': staffOnly(), // The filtered withdrawals as CSV
  'GET /console/withdrawals/{id}': staffOnly({ params: { id: 'missing' } }), // One withdrawal
  'POST /console/withdrawals/{id}/approve': staffOnly({ params: { id: 'missing' } }), // Paid by bank transfer (its reference): the held amount leaves, the fee becomes platform in
  'POST /console/withdrawals/{id}/reject': staffOnly({ params: { id: 'missing' } }), // Rejected with a reason: the amount and fee go back to the wallet; status 3 (audited)
  'GET /console/payouts': staffOnly(), // Payouts owners asked for
  'GET /console/payouts/export.csv': staffOnly(), // The filtered payouts as CSV
  'GET /console/payouts/{id}': staffOnly({ params: { id: 'missing' } }), // One payout
  'GET /console/payouts/{id}/statement': staffOnly({ params: { id: 'missing' } }), // The settlement statement of the payout’s campaign (application/pdf)
  'POST /console/payouts/{id}/approve': staffOnly({ params: { id: 'missing' } }), // Approve a requested payout (audited)
  'POST /console/payouts/{id}/confirm': staffOnly({ params: { id: 'missing' } }), // Confirm an approved payout paid (bank reference) or send it by Stripe: one ledger transfer
  'POST /console/payouts/{id}/reject': staffOnly({ params: { id: 'missing' } }), // Reject a payout not yet confirmed (audited)
  'GET /console/ledger/trial-balance': staffOnly(), // Trial balance per currency and account kind, recomputed from the entries
  'GET /console/ledger/journal.csv': staffOnly(), // The journal (every ledger entry) as CSV, for a date range
  'GET /console/investments/export.csv': staffOnly(), // The filtered investments as CSV
  'POST /console/investments/{id}/confirm-offline': staffOnly({ params: { id: 'missing' } }), // The bank transfer arrived: move it into escrow (after the investment ended: credit it to t
  'POST /console/investments/{id}/reject-offline': staffOnly({ params: { id: 'missing' } }), // The bank transfer will not come: release the shares
  'POST /console/investments/{id}/refund': staffOnly({ params: { id: 'missing' } }), // Refund a paid investment to the investor’s wallet ("amount refunded by admin"); refused on
  'GET /console/repayments': staffOnly(), // Repayments and distributions
  'POST /console/repayments': staffOnly(), // Add a repayment to a successful campaign; creditNow: the owner’s money arrived offline, cr
  'GET /console/repayments/export.csv': staffOnly(), // The filtered repayments as CSV
  'GET /console/repayments/{id}': staffOnly({ params: { id: 'missing' } }), // One repayment
  'POST /console/repayments/{id}/approve': staffOnly({ params: { id: 'missing' } }), // The owner’s offline payment arrived: credit the investors
  'POST /console/repayments/{id}/decline': staffOnly({ params: { id: 'missing' } }), // Decline a repayment (the owner is told why)
  'GET /console/jobs': staffOnly(), // Scheduled jobs and their newest runs
  'POST /console/jobs/{name}/run': staffOnly(), // Run a job now (refused while it runs on any instance)
  'GET /console/portfolio/{id}': staffOnly({ params: { id: 'missing' } }), // A user’s portfolio totals per currency (invested, refunded, investments, distributions)
  'GET /console/dashboard/money': staffOnly(), // Money paid into campaigns in the last 7 days and in all, per currency
  'GET /console/share-certificates': staffOnly(), // Share certificates
  'GET /console/share-certificates/{id}': staffOnly({ params: { id: 'missing' } }), // One share certificate
  'GET /console/share-certificates/{id}/pdf': staffOnly({ params: { id: 'missing' } }), // A certificate as a PDF, in its holder’s language (audited)
  'POST /console/share-certificates/{id}/reissue': staffOnly({ params: { id: 'missing' } }), // Reissue a live certificate: its number is void, the holding gets the next one (audited; th
  'GET /console/note-maturities': staffOnly(), // Convertible notes and their maturity
  'GET /console/note-maturities/{id}': staffOnly({ params: { id: 'missing' } }), // One convertible-note campaign (by campaign id)
  'POST /console/note-maturities/{id}/decide': staffOnly({ params: { id: 'missing' } }), // At or after maturity: convert every paid note into whole shares (floor; fractions not paid
  'GET /console/disputes': staffOnly(), // Disputes and returns
  'POST /console/disputes': staffOnly(), // Record a dispute learnt of outside a webhook (by the investment reference or payment sessi
  'GET /console/disputes/{id}': staffOnly({ params: { id: 'missing' } }), // One dispute, its money trail and the owner’s balances
  'POST /console/disputes/{id}/outcome': staffOnly({ params: { id: 'missing' } }), // Record the provider’s decision by hand: won brings the money back, lost recovers what the
  'POST /console/disputes/{id}/recover': staffOnly({ params: { id: 'missing' } }), // Recover what the owner of a lost dispute owes from what the platform owes them (audited)
  'POST /console/disputes/{id}/write-off': staffOnly({ params: { id: 'missing' } }), // The platform bears what the owner of a lost dispute still owes: paid in from its own funds
  'GET /console/reconciliation-runs': staffOnly(), // Reconciliation runs, newest day first
  'GET /console/reconciliation-runs/{id}': staffOnly({ params: { id: 'missing' } }), // One run with its differences (missing in the ledger, missing at the provider, amount misma
  'POST /console/bank-statements': staffOnly(), // Upload a bank statement (multipart `file`, CSV with date, amount, currency, reference/desc
  'GET /console/bank-statement-lines': staffOnly(), // Bank statement lines
  'GET /console/bank-statement-lines/{id}': staffOnly({ params: { id: 'missing' } }), // One bank statement line
  'POST /console/bank-statement-lines/{id}/ignore': staffOnly({ params: { id: 'missing' } }), // Set a line aside: it needs no action (audited)
  'POST /console/bank-statement-lines/{id}/match': staffOnly({ params: { id: 'missing' } }), // The bank-transfer investment this line paid (reference or id): confirmed by the console’s
  'GET /console/site-settings': staffOnly(), // List site-settings
  'GET /console/site-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of site-settings
  'PUT /console/site-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of site-settings
  'GET /console/revenue-settings': staffOnly(), // List revenue-settings
  'GET /console/revenue-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of revenue-settings
  'PUT /console/revenue-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of revenue-settings
  'GET /console/campaign-settings': staffOnly(), // List campaign-settings
  'GET /console/campaign-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of campaign-settings
  'PUT /console/campaign-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of campaign-settings
  'GET /console/investment-settings': staffOnly(), // List investment-settings
  'GET /console/investment-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of investment-settings
  'PUT /console/investment-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of investment-settings
  'GET /console/captcha-settings': staffOnly(), // List captcha-settings
  'GET /console/captcha-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of captcha-settings
  'PUT /console/captcha-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of captcha-settings
  'GET /console/meta-settings': staffOnly(), // List meta-settings
  'POST /console/meta-settings': staffOnly(), // Create one of meta-settings
  'GET /console/meta-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of meta-settings
  'PUT /console/meta-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of meta-settings
  'DELETE /console/meta-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of meta-settings
  'GET /console/taxonomy-settings': staffOnly(), // List taxonomy-settings
  'POST /console/taxonomy-settings': staffOnly(), // Create one of taxonomy-settings
  'GET /console/taxonomy-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of taxonomy-settings
  'PUT /console/taxonomy-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of taxonomy-settings
  'DELETE /console/taxonomy-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of taxonomy-settings
  'GET /console/social-signup-settings': staffOnly(), // List social-signup-settings
  'GET /console/social-signup-settings/{id}': staffOnly({ params: { id: 'missing' } }), // One of social-signup-settings
  'PUT /console/social-signup-settings/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of social-signup-settings
  'GET /console/languages': staffOnly(), // List languages
  'POST /console/languages': staffOnly(), // Create one of languages
  'GET /console/languages/{id}': staffOnly({ params: { id: 'missing' } }), // One of languages
  'PUT /console/languages/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of languages
  'DELETE /console/languages/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of languages
  'GET /console/currencies': staffOnly(), // List currencies
  'POST /console/currencies': staffOnly(), // Create one of currencies
  'GET /console/currencies/{id}': staffOnly({ params: { id: 'missing' } }), // One of currencies
  'PUT /console/currencies/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of currencies
  'DELETE /console/currencies/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of currencies
  'GET /console/menus': staffOnly(), // List menus
  'POST /console/menus': staffOnly(), // Create one of menus
  'GET /console/menus/{id}': staffOnly({ params: { id: 'missing' } }), // One of menus
  'PUT /console/menus/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of menus
  'DELETE /console/menus/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of menus
  'GET /console/content-pages': staffOnly(), // List content-pages
  'POST /console/content-pages': staffOnly(), // Create one of content-pages
  'GET /console/content-pages/{id}': staffOnly({ params: { id: 'missing' } }), // One of content-pages
  'PUT /console/content-pages/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of content-pages
  'DELETE /console/content-pages/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of content-pages
  'GET /console/faqs': staffOnly(), // List faqs
  'POST /console/faqs': staffOnly(), // Create one of faqs
  'GET /console/faqs/{id}': staffOnly({ params: { id: 'missing' } }), // One of faqs
  'PUT /console/faqs/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of faqs
  'DELETE /console/faqs/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of faqs
  'GET /console/help-categories': staffOnly(), // List help-categories
  'POST /console/help-categories': staffOnly(), // Create one of help-categories
  'GET /console/help-categories/{id}': staffOnly({ params: { id: 'missing' } }), // One of help-categories
  'PUT /console/help-categories/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of help-categories
  'DELETE /console/help-categories/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of help-categories
  'GET /console/help-questions': staffOnly(), // List help-questions
  'POST /console/help-questions': staffOnly(), // Create one of help-questions
  'GET /console/help-questions/{id}': staffOnly({ params: { id: 'missing' } }), // One of help-questions
  'PUT /console/help-questions/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of help-questions
  'DELETE /console/help-questions/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of help-questions
  'GET /console/sliders': staffOnly(), // List sliders
  'POST /console/sliders': staffOnly(), // Create one of sliders
  'GET /console/sliders/{id}': staffOnly({ params: { id: 'missing' } }), // One of sliders
  'PUT /console/sliders/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of sliders
  'DELETE /console/sliders/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of sliders
  'GET /console/custom-images': staffOnly(), // List custom-images
  'POST /console/custom-images': staffOnly(), // Create one of custom-images
  'GET /console/custom-images/{id}': staffOnly({ params: { id: 'missing' } }), // One of custom-images
  'PUT /console/custom-images/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of custom-images
  'DELETE /console/custom-images/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of custom-images
  'GET /console/lookups': staffOnly(), // List lookups
  'POST /console/lookups': staffOnly(), // Create one of lookups
  'GET /console/lookups/{id}': staffOnly({ params: { id: 'missing' } }), // One of lookups
  'PUT /console/lookups/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of lookups
  'DELETE /console/lookups/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of lookups
  'GET /console/contact-inquiries': staffOnly(), // List contact-inquiries
  'GET /console/contact-inquiries/{id}': staffOnly({ params: { id: 'missing' } }), // One of contact-inquiries
  'PUT /console/contact-inquiries/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of contact-inquiries
  'DELETE /console/contact-inquiries/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of contact-inquiries
  'GET /console/newsletter-subscribers': staffOnly(), // List newsletter-subscribers
  'GET /console/newsletter-subscribers/{id}': staffOnly({ params: { id: 'missing' } }), // One of newsletter-subscribers
  'DELETE /console/newsletter-subscribers/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of newsletter-subscribers
  'GET /console/audit-log': staffOnly(), // List audit-log
  'GET /console/audit-log/{id}': staffOnly({ params: { id: 'missing' } }), // One of audit-log
  'GET /console/users': staffOnly(), // List users
  'GET /console/users/{id}': staffOnly({ params: { id: 'missing' } }), // One of users
  'GET /console/kyc': staffOnly(), // List kyc
  'GET /console/kyc/{id}': staffOnly({ params: { id: 'missing' } }), // One of kyc
  'GET /console/accreditations': staffOnly(), // List accreditations
  'GET /console/accreditations/{id}': staffOnly({ params: { id: 'missing' } }), // One of accreditations
  'GET /console/deletion-requests': staffOnly(), // List deletion-requests
  'GET /console/deletion-requests/{id}': staffOnly({ params: { id: 'missing' } }), // One of deletion-requests
  'GET /console/outbox': staffOnly(), // List outbox
  'GET /console/outbox/{id}': staffOnly({ params: { id: 'missing' } }), // One of outbox
  'GET /console/comments': staffOnly(), // List comments
  'GET /console/comments/{id}': staffOnly({ params: { id: 'missing' } }), // One of comments
  'DELETE /console/comments/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of comments
  'GET /console/campaign-faq-templates': staffOnly(), // List campaign-faq-templates
  'POST /console/campaign-faq-templates': staffOnly(), // Create one of campaign-faq-templates
  'GET /console/campaign-faq-templates/{id}': staffOnly({ params: { id: 'missing' } }), // One of campaign-faq-templates
  'PUT /console/campaign-faq-templates/{id}': staffOnly({ params: { id: 'missing' } }), // Update one of campaign-faq-templates
  'DELETE /console/campaign-faq-templates/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of campaign-faq-templates
  'GET /console/investments': staffOnly(), // List investments
  'GET /console/investments/{id}': staffOnly({ params: { id: 'missing' } }), // One of investments
  'GET /console/saved-investments': staffOnly(), // List saved-investments
  'GET /console/saved-investments/{id}': staffOnly({ params: { id: 'missing' } }), // One of saved-investments
  'DELETE /console/saved-investments/{id}': staffOnly({ params: { id: 'missing' } }), // Delete one of saved-investments
};
