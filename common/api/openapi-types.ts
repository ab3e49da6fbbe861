/**
 * The API's paths, bodies and answers as TypeScript types, generated from the OpenAPI document
 * (GET /api/docs) by openapi-typescript. Do not edit: run `npm run api:types`. A test fails when
 * this file and the document differ.
 */
export interface paths {
    "/v2/user/web/address/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's address book, with the default delivery and billing flags
         * @description Needs a logged-in user.
         */
        get: operations["getV2UserWebAddressList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/web/address/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Address book: add an address (optionally a default)
         * @description Needs a logged-in user.
         */
        post: operations["postV2UserWebAddressCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/web/address/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Address book: change an address or its default flags
         * @description Needs a logged-in user.
         */
        patch: operations["patchV2UserWebAddressUpdateId"];
        trace?: never;
    };
    "/v2/user/web/address/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Address book: delete an address
         * @description Needs a logged-in user.
         */
        delete: operations["deleteV2UserWebAddressDeleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/consents/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One consent with its versions
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        get: operations["getV1BackofficeConsentsSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/consents/{slug}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consent's log: filtered and server-paged
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        get: operations["getV1BackofficeConsentsSlugLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/consents/{slug}/log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consent's log as CSV
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        get: operations["getV1BackofficeConsentsSlugLogCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/consents/{slug}/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Where the consent is asked for, and whether it is required
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        put: operations["putV1BackofficeConsentsSlugPlaces"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every e-mail the shop sends, per language
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficeTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/templates/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One template with its variables
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficeTemplatesTemplate"];
        /**
         * Save a template (unknown variables refused)
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1BackofficeTemplatesTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/templates/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a template to its built-in text
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficeTemplatesReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a template with sample data (sanitised)
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficeTemplatesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/templates/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test of a template through the outbox
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficeTemplatesTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's blocks this login's scopes allow
         * @description Backoffice users only.
         */
        get: operations["getV1BackofficeDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coupons: server-paged, by state and code
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeCoupons"];
        put?: never;
        /**
         * Create a coupon
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One coupon with every rule and its use count
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeCouponsId"];
        /**
         * Change a coupon's rules
         * @description Backoffice users with the scope `orders`.
         */
        put: operations["putV1BackofficeCouponsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/coupons/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a coupon on or off
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeCouponsIdActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers: server-paged, by e-mail or name
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer with addresses and orders
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeCustomersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Backoffice users
         * @description Backoffice users with the scope `users`.
         */
        get: operations["getV1BackofficeUsers"];
        put?: never;
        /**
         * Create a backoffice user (the generated password is returned once)
         * @description Backoffice users with the scope `users`.
         */
        post: operations["postV1BackofficeUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/users/{id}/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a backoffice user's scopes
         * @description Backoffice users with the scope `users`.
         */
        put: operations["putV1BackofficeUsersIdScopes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a user from the back office (sessions end)
         * @description Backoffice users with the scope `users`.
         */
        post: operations["postV1BackofficeUsersIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/member-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member cards: server-paged, by number
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeMemberCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/member-cards/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Member cards from CSV: dry run or all-or-nothing import
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeMemberCardsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/member-cards/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Free a member card from the account that holds it (audited; it leaves that profile)
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeMemberCardsIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/delivery-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery methods: server-paged, by code/name and on/off
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficeDeliveryMethods"];
        put?: never;
        /**
         * Create a delivery method with its pickup branches
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficeDeliveryMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/delivery-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery method with its prices, countries and branches
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficeDeliveryMethodsId"];
        /**
         * Change a delivery method and its branches
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1BackofficeDeliveryMethodsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/delivery-methods/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a delivery method on or off
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficeDeliveryMethodsIdActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment methods: server-paged, by code/name and on/off
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficePaymentMethods"];
        put?: never;
        /**
         * Create a payment method
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficePaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payment-methods/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which card and PayPal settings the environment holds (no secrets)
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficePaymentMethodsProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment method
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficePaymentMethodsId"];
        /**
         * Change a payment method
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1BackofficePaymentMethodsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payment-methods/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a payment method on or off
         * @description Backoffice users with the scope `settings`.
         */
        post: operations["postV1BackofficePaymentMethodsIdActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in: access and refresh tokens plus the user */
        post: operations["postV1Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New tokens for the refresh token in the header */
        get: operations["getV1Refresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with session cookies (legacy) */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: end the session and clear its cookies */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user (legacy)
         * @description Needs a logged-in user.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/post/filterStandard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Published posts, newest first, filtered by terms, post type and dates */
        post: operations["postV1CmsPostFilterStandard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/post/editorList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posts for the editor, drafts included, in one language
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsPostEditorList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/post/editorGet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post with every editable field
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsPostEditorGetId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/post/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a post
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPostCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/post/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a post
         * @description Backoffice users with the scope `content`.
         */
        patch: operations["patchV1CmsPostUpdateId"];
        trace?: never;
    };
    "/v1/cms/post/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a post
         * @description Backoffice users with the scope `content`.
         */
        delete: operations["deleteV1CmsPostDeleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/postType/filterStandard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The site's post types with their names in the request's language */
        post: operations["postV1CmsPostTypeFilterStandard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/postType/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a post type with its name in each language
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPostTypeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/postType/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a post type that no post uses
         * @description Backoffice users with the scope `content`.
         */
        delete: operations["deleteV1CmsPostTypeDeleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/term/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog's terms (categories, tags) of the given types, by title */
        get: operations["getV1CmsTermFilter"];
        put?: never;
        /** The blog's terms (categories, tags) of the given types, by title */
        post: operations["postV1CmsTermFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/term/filterStandard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog's terms of the given types, by title (the same as term/filter) */
        get: operations["getV1CmsTermFilterStandard"];
        put?: never;
        /** The blog's terms of the given types, by title (the same as term/filter) */
        post: operations["postV1CmsTermFilterStandard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar/event/public/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public calendar events, filtered */
        post: operations["postV1CalendarEventPublicFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar/event/public/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One public calendar event */
        get: operations["getV1CalendarEventPublicGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar/event/public/ics/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public event as an iCalendar file (`{id}.ics`) to add to a calendar */
        get: operations["getV1CalendarEventPublicIcsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/getCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart of this session with its lines, totals and notices */
        post: operations["postV1EcommerceCartGetCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/validateCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart re-priced now, to compare with what the shopper saw before ordering */
        post: operations["postV1EcommerceCartValidateCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/getNewCartSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start an empty cart and set its session cookies */
        get: operations["getV1EcommerceCartGetNewCartSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/getAbandoned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring back the shopper's last open cart after login, merged with the guest cart
         * @description Needs a logged-in user.
         */
        post: operations["postV1EcommerceCartGetAbandoned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/addItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to the cart (a cart is started if there is none) */
        post: operations["postV1EcommerceCartAddItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/updateItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the quantity of a cart line */
        patch: operations["patchV1EcommerceCartUpdateItem"];
        trace?: never;
    };
    "/v1/ecommerce/cart/deleteItem/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line from the cart */
        delete: operations["deleteV1EcommerceCartDeleteItemItemId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/clearCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empty the cart */
        post: operations["postV1EcommerceCartClearCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/applyCoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a coupon code to the cart (rate-limited) */
        post: operations["postV1EcommerceCartApplyCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/removeCoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the coupon off the cart */
        post: operations["postV1EcommerceCartRemoveCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/applyMemberCard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a member card to the cart for member prices */
        post: operations["postV1EcommerceCartApplyMemberCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/updateGuestUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the guest buyer's details for this cart (the same as user/web/updateGuestUser) */
        post: operations["postV1EcommerceCartUpdateGuestUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cart/updateDeliveryMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Choose the cart's delivery method (the same as delivery/saveDeliveryMethod) */
        patch: operations["patchV1EcommerceCartUpdateDeliveryMethod"];
        trace?: never;
    };
    "/v1/ecommerce/cart/updateInstructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the buyer's delivery instructions on the cart */
        post: operations["postV1EcommerceCartUpdateInstructions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cases/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find an order by number and e-mail (a member's own by number): its lines and the withdrawal period; one answer for a wrong number or e-mail, rate-limited */
        post: operations["postV1EcommerceCasesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cases/withdrawal/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdrawal step 1: check the statement (period, lines, eProducts) and hand out the confirm key; stores nothing */
        post: operations["postV1EcommerceCasesWithdrawalPrepare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cases/withdrawal/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdrawal step 2 ("Potvrdi raskid"): open the case and e-mail the acknowledgement; the same confirm key answers the same case */
        post: operations["postV1EcommerceCasesWithdrawalConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cases/complaint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a complaint (reklamacija) with chosen lines, a description and photos from the public upload */
        post: operations["postV1EcommerceCasesComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/cases/withdrawal-form.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The model withdrawal form (ZZP annex) as a PDF in the request's language */
        get: operations["getV1EcommerceCasesWithdrawalFormPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals and complaints: newest first, filtered by kind and status, with each deadline
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/cases/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cases of one order with their lines
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeCasesOrderOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/cases/{id}/goods-received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A withdrawal's goods received back for one line (partly possible)
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeCasesIdGoodsReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/cases/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a complaint: kept with the case and e-mailed to the buyer
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeCasesIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/cases/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse a case with a reason (e-mailed to the buyer)
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeCasesIdRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/cases/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an answered complaint
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeCasesIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products: server-paged, searched, filtered and sorted
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/products/{id}/quick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick edit of price and stock (price history kept)
         * @description Backoffice users with the scope `catalog`.
         */
        post: operations["postV1BackofficeCatalogProductsIdQuick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products, prices and stock as CSV
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogProductsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CSV import: a dry run lists row errors, an import runs as one transaction
         * @description Backoffice users with the scope `catalog`.
         */
        post: operations["postV1BackofficeCatalogProductsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/products/import/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of an import job
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogProductsImportJobId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The category tree
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogCategories"];
        put?: never;
        /**
         * Create a category
         * @description Backoffice users with the scope `catalog`.
         */
        post: operations["postV1BackofficeCatalogCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename or move a category
         * @description Backoffice users with the scope `catalog`.
         */
        put: operations["putV1BackofficeCatalogCategoriesId"];
        post?: never;
        /**
         * Delete an empty category
         * @description Backoffice users with the scope `catalog`.
         */
        delete: operations["deleteV1BackofficeCatalogCategoriesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product tags
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogTags"];
        put?: never;
        /**
         * Create a tag
         * @description Backoffice users with the scope `catalog`.
         */
        post: operations["postV1BackofficeCatalogTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a tag
         * @description Backoffice users with the scope `catalog`.
         */
        put: operations["putV1BackofficeCatalogTagsId"];
        post?: never;
        /**
         * Delete a tag
         * @description Backoffice users with the scope `catalog`.
         */
        delete: operations["deleteV1BackofficeCatalogTagsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attributes (layered-navigation facets), paged and searched
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogAttributes"];
        put?: never;
        /**
         * Create an attribute
         * @description Backoffice users with the scope `catalog`.
         */
        post: operations["postV1BackofficeCatalogAttributes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/attributes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An attribute with its values and categories
         * @description Backoffice users with the scope `catalog`.
         */
        get: operations["getV1BackofficeCatalogAttributesId"];
        /**
         * Edit an attribute (a type change that strands product values is 409)
         * @description Backoffice users with the scope `catalog`.
         */
        put: operations["putV1BackofficeCatalogAttributesId"];
        post?: never;
        /**
         * Delete an attribute no product uses (409 otherwise)
         * @description Backoffice users with the scope `catalog`.
         */
        delete: operations["deleteV1BackofficeCatalogAttributesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/attributes/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The categories whose filter panel offers the attribute
         * @description Backoffice users with the scope `catalog`.
         */
        put: operations["putV1BackofficeCatalogAttributesIdCategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/attributes/{id}/values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a value to an attribute
         * @description Backoffice users with the scope `catalog`.
         */
        post: operations["postV1BackofficeCatalogAttributesIdValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/catalog/attributes/{id}/values/{valueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an attribute value
         * @description Backoffice users with the scope `catalog`.
         */
        put: operations["putV1BackofficeCatalogAttributesIdValuesValueId"];
        post?: never;
        /**
         * Delete a value no product has (409 otherwise)
         * @description Backoffice users with the scope `catalog`.
         */
        delete: operations["deleteV1BackofficeCatalogAttributesIdValuesValueId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products for the editor: server-paged, searched and filtered
         * @description Backoffice users with the scope `content` or `catalog`.
         */
        get: operations["getV1BackofficeProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product with every editable field
         * @description Backoffice users with the scope `content` or `catalog`.
         */
        get: operations["getV1BackofficeProductsId"];
        /**
         * Save a product (price changes land in the price history)
         * @description Backoffice users with the scope `content` or `catalog`.
         */
        put: operations["putV1BackofficeProductsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/product-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product categories as a tree
         * @description Backoffice users with the scope `content` or `catalog`.
         */
        get: operations["getV1BackofficeProductCategories"];
        put?: never;
        /**
         * Create a product category
         * @description Backoffice users with the scope `content` or `catalog`.
         */
        post: operations["postV1BackofficeProductCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/product-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a product category
         * @description Backoffice users with the scope `content` or `catalog`.
         */
        put: operations["putV1BackofficeProductCategoriesId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/checkout/getAvailableCountries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The countries the shop delivers to */
        post: operations["postV1EcommerceCheckoutGetAvailableCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/checkout/getDeliveryByAvailableCountries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Each delivery country with the delivery methods the cart may use there */
        post: operations["postV1EcommerceCheckoutGetDeliveryByAvailableCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/checkout/saveAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the checkout's delivery and billing address (a guest's details too) */
        post: operations["postV1EcommerceCheckoutSaveAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/delivery/getApplicableDeliveryMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The delivery methods the cart may use */
        post: operations["postV1EcommerceDeliveryGetApplicableDeliveryMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/delivery/saveDeliveryMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the cart's delivery method */
        put: operations["putV1EcommerceDeliverySaveDeliveryMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/payment/getApplicablePaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment methods the cart may use */
        post: operations["postV1EcommercePaymentGetApplicablePaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/payment/savePaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the cart's payment method */
        put: operations["putV1EcommercePaymentSavePaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the order from the cart (a cart that changed meanwhile is refused with the new cart) */
        post: operations["postV1EcommerceOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/option/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set one site option
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1CmsOptionUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/cache/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cache stores with their keys and sizes
         * @description Backoffice users with the scope `content` or `admin`.
         */
        get: operations["getV1CmsCacheList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/cache/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear one cache entry or all
         * @description Backoffice users with the scope `content` or `admin`.
         */
        post: operations["postV1CmsCacheClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/editable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page with its draft, for edit mode
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsPageEditable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a page draft (version-checked)
         * @description Backoffice users with the scope `content`.
         */
        put: operations["putV1CmsPageIdDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a page's draft
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPageIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/{id}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard a page's draft
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPageIdDiscard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page's published revisions
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsPageIdRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One revision with its sections
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsPageIdRevisionsRevisionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a revision as the draft
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPageIdRevisionsRevisionIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a page
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPageCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pages of one language for the editor
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsPageList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/navigation/editable/{tree}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A navigation menu as the editor edits it, in one language
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsNavigationEditableTree"];
        /**
         * Save a navigation menu of one language
         * @description Backoffice users with the scope `content`.
         */
        put: operations["putV1CmsNavigationEditableTree"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What unsaved sections link to or show (pages, images), for the editor's preview
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsPageRefs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/element/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the header, footer or cookie notice of a language
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsElementCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/element/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the header, footer or cookie notice of a language
         * @description Backoffice users with the scope `content`.
         */
        put: operations["putV1CmsElementUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/master/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The master components (reusable sections) of the site
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsMasterList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/master/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a section as a master component
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsMasterCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/master/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pages whose published content or draft shows a master component
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsMasterIdUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a master component
         * @description Backoffice users with the scope `content`.
         */
        delete: operations["deleteV1CmsMasterId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/link/masters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where stored links lead in each language (null where no translation is published)
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsLinkMasters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/link/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search pages, posts, products and categories to link to
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsLinkSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/element/getByHandlers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Layout elements (header, footer, cookie notice) of the language by their handlers */
        get: operations["getV1CmsElementGetByHandlers"];
        put?: never;
        /** Layout elements (header, footer, cookie notice) of the language by their handlers */
        post: operations["postV1CmsElementGetByHandlers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/navigation/tree/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A navigation menu with its links, in the request's language */
        get: operations["getV1CmsNavigationTreeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/finder/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a path shows: one of the app's routes, a CMS page, or nothing */
        post: operations["postV1CmsFinderDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/finder/searchSlugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find published pages, posts, products and categories by slug or title */
        post: operations["postV1CmsFinderSearchSlugs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/finder/getUrlOnLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same page's path in another language */
        post: operations["postV1CmsFinderGetUrlOnLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/option/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site options by key */
        get: operations["getV1CmsOptionFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/term/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog term (category or tag) by its slug, with its slug in the default language */
        get: operations["getV1CmsTermGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/page/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published page by its slug, with what its sections link to */
        get: operations["getV1CmsPageGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/redirect/addFailedRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a path that found nothing, for the redirects list */
        post: operations["postV1CmsRedirectAddFailedRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/getOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's comment rules: who may comment, approval, editing, reviews */
        get: operations["getV1CmsCommentGetOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/filterStandard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published comments and reviews, filtered and paged */
        get: operations["getV1CmsCommentFilterStandard"];
        put?: never;
        /** Published comments and reviews, filtered and paged */
        post: operations["postV1CmsCommentFilterStandard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in author's own comment or review on a target, to edit
         * @description Needs a logged-in user.
         */
        get: operations["getV1CmsCommentMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a comment or review (rate-limited) */
        post: operations["postV1CmsCommentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your own comment or review
         * @description Needs a logged-in user.
         */
        put: operations["putV1CmsCommentUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/moderation/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comments and reviews waiting for moderation, oldest first, server-paged
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsCommentModerationFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/comment/moderation/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a comment or review
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsCommentModerationDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/consent/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set which consents a place asks for and which are required (audited)
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        post: operations["postV1CmsConsentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/consent/text/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a consent's text (a changed text is a new version)
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        post: operations["postV1CmsConsentTextSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/consent/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consents with their current text, paged
         * @description Backoffice users with the scope `settings` or `admin`.
         */
        post: operations["postV1CmsConsentFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_cli/get-latest-tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest version in the changelog (dev builds with the version badge) */
        get: operations["getCliGetLatestTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_cli/get-latest-release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every release in the changelog with its notes */
        post: operations["postCliGetLatestRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_cli/get-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The domain the developer picked for this browser */
        get: operations["getCliGetDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_cli/set-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick one of the sites' domains to label this browser's session
         * @description Backoffice users only.
         */
        post: operations["postCliSetDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/document/filter/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Documents the visitor may download */
        post: operations["postV1DocumentFilterWeb"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/document/get/web/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document
         * @description Needs a logged-in user.
         */
        get: operations["getV1DocumentGetWebId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/document/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a site document
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1DocumentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/document/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a site document
         * @description Backoffice users with the scope `content`.
         */
        patch: operations["patchV1DocumentUpdateId"];
        trace?: never;
    };
    "/v1/document/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a site document
         * @description Backoffice users with the scope `content`.
         */
        delete: operations["deleteV1DocumentDeleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an invoice or storno as the buyer got it (PDF)
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeInvoicesIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_e2e/reset-rate-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Browser tests only: reset the rate limits */
        post: operations["postE2eResetRateLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_e2e/card-processor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Browser tests only: card payments of the next orders through the CorvusPay fake, or the test gateway */
        post: operations["postE2eCardProcessor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_e2e/card-processor/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Browser tests only: the calls the CorvusPay fake received (refund, partial_refund, status, …) */
        get: operations["getE2eCardProcessorCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_e2e/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Browser tests only: queued e-mails to an address */
        get: operations["getE2eOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/wishlist/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the logged-in shopper's wishlist
         * @description Needs a logged-in user.
         */
        post: operations["postV1CmsWishlistCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/wishlist/delete/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a product from the shopper's wishlist
         * @description Needs a logged-in user.
         */
        delete: operations["deleteV1CmsWishlistDeleteProductId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/wishlist/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The products on the shopper's wishlist
         * @description Needs a logged-in user.
         */
        get: operations["getV1CmsWishlistFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/settings/getCheckoutSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What checkout needs: allowed countries, delivery prices, VAT, form rules and consents */
        get: operations["getV1EcommerceSettingsGetCheckoutSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/visitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitor's state: user, wishlist, cart session */
        get: operations["getV1EcommerceVisitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/memberPrices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's prices of the given products (empty for anyone else) */
        get: operations["getV1EcommerceMemberPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ecommerce/getCurrencyConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currencies the shop sells in (euro only) */
        get: operations["getV2EcommerceGetCurrencyConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/form/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's forms with their fields, paged */
        get: operations["getV1CmsFormFilter"];
        put?: never;
        /** The site's forms with their fields, paged */
        post: operations["postV1CmsFormFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/form/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One form with its fields, by id or handle */
        get: operations["getV1CmsFormGetId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/form/storeData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a form (spam checks and reCAPTCHA) */
        post: operations["postV1CmsFormStoreData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/form/confirmEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link in a submission's confirmation e-mail: confirms and redirects to a message page */
        get: operations["getV1CmsFormConfirmEmail"];
        put?: never;
        /** Confirm a form submission's e-mail address with its token */
        post: operations["postV1CmsFormConfirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/contact/contactAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the shop through the contact form */
        post: operations["postV1CmsContactContactAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/forms/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Form submissions: server-paged and filtered
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1BackofficeFormsSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/forms/submissions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Form submissions as CSV
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1BackofficeFormsSubmissionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's invoice and stornos: number, fiscal status, ZKI, JIR, last CIS error, attempts, what is left to cancel
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeOrdersIdInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/invoices/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices still waiting for their JIR, oldest first
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeInvoicesPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/invoices/{id}/storno": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a storno of an invoice: chosen lines, an amount, or (empty body) all that is left; fiscalised at once
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeInvoicesIdStorno"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/invoices/{id}/fiscalise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a pending invoice to CIS again now
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeInvoicesIdFiscalise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/invoicing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoicing settings, the fiscal certificate's subject and expiry, the CIS in use
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficeInvoicingSettings"];
        /**
         * Save the invoicing settings (seller, premises, device, numbering, moments, fiscalisation)
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1BackofficeInvoicingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/invoicing/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the fiscal certificate (multipart: file = PKCS#12, password); refused while FISCAL_CERT_FILE sets one
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1BackofficeInvoicingCertificate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's refunds (lines, money status, storno, payout state) and what is left to refund
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeOrdersIdRefunds"];
        put?: never;
        /**
         * Refund chosen lines (and the delivery with the last ones): stock back, storno, coupon, audit, e-mail; card/PayPal through the provider, bank transfer/COD as a payout to an IBAN. Idempotent by its key
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeOrdersIdRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/refunds/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The amount a refund of chosen lines (and the delivery) would move, computed from the order; nothing is written
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeOrdersIdRefundsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/refunds/{refundId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the provider again for a refund whose money it refused; the goods side and the storno stand. A double click asks once
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeOrdersIdRefundsRefundIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refund payouts by credit transfer: pending, exported, paid
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficePayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payouts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The pending payouts as one SEPA pain.001.001.03 file (204 when none); they are marked exported
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficePayoutsExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payouts/batches/{batch}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An exported pain.001 file again
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficePayoutsBatchesBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/payouts/batches/{batch}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an exported file paid: its refunds succeed and each buyer gets an e-mail
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficePayoutsBatchesBatchPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr/web/consent/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The consents a place (form, checkout, newsletter) asks for, in the visitor's language */
        post: operations["postV1GdprWebConsentFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr/web/consent/log/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a visitor's accepted or refused consents */
        post: operations["postV1GdprWebConsentLogCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr/web/consent/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consents the logged-in member has given
         * @description Needs a logged-in user.
         */
        get: operations["getV1GdprWebConsentMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr/web/consent/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw one of your consents (the newsletter's also unsubscribes)
         * @description Needs a logged-in user.
         */
        post: operations["postV1GdprWebConsentWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr/web/data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download all your data as a JSON file
         * @description Needs a logged-in user.
         */
        get: operations["getV1GdprWebDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr/web/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete your account after typing the confirmation word
         * @description Needs a logged-in user.
         */
        post: operations["postV1GdprWebAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketing/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an e-mail address to the newsletter (it confirms by e-mail) */
        post: operations["postV1MarketingNewsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketing/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link in the newsletter's confirmation e-mail: confirms and redirects to a message page */
        get: operations["getV1MarketingNewsletterConfirm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketing/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unsubscribe link in a newsletter: unsubscribes and redirects to a message page */
        get: operations["getV1MarketingNewsletterUnsubscribe"];
        put?: never;
        /** One-click unsubscribe (RFC 8058) from a newsletter's link */
        post: operations["postV1MarketingNewsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketing/newsletter/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers as CSV
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1MarketingNewsletterExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/filterStandard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Media library: paged and filtered
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1MediaFilterStandard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a media item's texts
         * @description Backoffice users with the scope `content`.
         */
        patch: operations["patchV1MediaUpdateId"];
        trace?: never;
    };
    "/v1/media/usage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a media item is used
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1MediaUsageId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/directoryItem/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete media items
         * @description Backoffice users with the scope `content`.
         */
        delete: operations["deleteV1MediaDirectoryItemDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/option/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the media library accepts (types, size, files per upload, crop sizes) and its drives
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1MediaOptionFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files into a drive of the media library (multipart form, `file` fields)
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1MediaCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload media files (multipart form)
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV2MediaUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/media/upload/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload files from a public form (multipart form) */
        post: operations["postV2MediaUploadPublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/file/getUploadUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a presigned URL to upload one file straight to the media bucket
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1MediaFileGetUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/file/getUploadUrlPublic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a presigned URL for a visitor's file (rate-limited per IP) */
        post: operations["postV1MediaFileGetUploadUrlPublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/file/addFromBucket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an uploaded object into the media library after the upload checks
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1MediaFileAddFromBucket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/file/addFromBucketPublic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a visitor's uploaded object in after the upload checks; answers its token */
        post: operations["postV1MediaFileAddFromBucketPublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in member's latest orders
         * @description Needs a logged-in user.
         */
        get: operations["getV1EcommerceOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/get/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the logged-in member's orders
         * @description Needs a logged-in user.
         */
        get: operations["getV1EcommerceOrderGetSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders: server-paged, sorted and filtered
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of the current filter as CSV
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeOrdersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its lines, payments and history
         * @description Backoffice users with the scope `orders`.
         */
        get: operations["getV1BackofficeOrdersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an order's status (the customer is e-mailed)
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeOrdersIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record an order's shipment: carrier, tracking number, https tracking link (named in the "sent" e-mail)
         * @description Backoffice users with the scope `orders`.
         */
        put: operations["putV1BackofficeOrdersIdShipment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/orders/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an internal note to an order
         * @description Backoffice users with the scope `orders`.
         */
        post: operations["postV1BackofficeOrdersIdNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/getBySlug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order a buyer just placed, by its secret slug */
        get: operations["getV1EcommerceOrderGetBySlugSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/paymentSlip/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank-transfer payment slip of an order as a PNG (`{slug}.png`) */
        get: operations["getV1EcommerceOrderPaymentSlipFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/pgSuccess/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a card payment's result; answers where to send the buyer */
        post: operations["postV1EcommerceOrderPgSuccessId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/pgReturn/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's browser back from the card payment form: redirects onwards */
        get: operations["getV1EcommerceOrderPgReturnId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/pgNotify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment result from the card provider's server */
        post: operations["postV1EcommerceOrderPgNotifyId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/paypalSuccess/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a PayPal payment after the buyer approved it */
        post: operations["postV1EcommerceOrderPaypalSuccessId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/processor/{processor}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card processor return (buyer) */
        get: operations["getV1EcommerceOrderProcessorProcessorReturn"];
        put?: never;
        /** Card processor return (buyer, form post) */
        post: operations["postV1EcommerceOrderProcessorProcessorReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/processor/{processor}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card processor cancel (buyer) */
        get: operations["getV1EcommerceOrderProcessorProcessorCancel"];
        put?: never;
        /** Card processor cancel (buyer, form post) */
        post: operations["postV1EcommerceOrderProcessorProcessorCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ecommerce/order/processor/{processor}/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card processor notification (server to server) */
        post: operations["postV1EcommerceOrderProcessorProcessorNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/pipeline/hasRunningPipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a background job (mail, import, backup, cache) is running, and which
         * @description Backoffice users only.
         */
        get: operations["getV1CmsPipelineHasRunningPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/web/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its details, by id or slug */
        get: operations["getV1ProductWebGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/web/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products, filtered, sorted and paged */
        post: operations["postV1ProductWebFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/layered/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The filter panel's facets and counts for a product filter */
        post: operations["postV1ProductLayeredNavigation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/web/category/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product category */
        get: operations["getV1ProductWebCategoryGetId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/web/category/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product categories, as a tree or a list */
        post: operations["postV1ProductWebCategoryFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/web/tag/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products with any of the given tags */
        post: operations["postV1ProductWebTagFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/web/checkBundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bundles a product is part of */
        get: operations["getV1ProductWebCheckBundles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/redirect/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirects and recent paths that found nothing, paged
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1CmsRedirectFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/redirect/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a redirect
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsRedirectCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/redirect/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete redirects
         * @description Backoffice users with the scope `content`.
         */
        post: operations["postV1CmsRedirectDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/general/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** General settings by group and key, as far as the user may read them */
        get: operations["getV1SettingsGeneralUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/commons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages or countries */
        get: operations["getV1SettingsCommons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/domain/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sites this installation serves, with their addresses */
        post: operations["postV1SettingsDomainFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/settings/domainDetect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which site the caller is on (its API key only for backoffice users) */
        post: operations["postV2SettingsDomainDetect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/site-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site options
         * @description Backoffice users with the scope `settings`.
         */
        get: operations["getV1BackofficeSiteOptions"];
        /**
         * Save the site options (audited)
         * @description Backoffice users with the scope `settings`.
         */
        put: operations["putV1BackofficeSiteOptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log: server-paged and filtered
         * @description Backoffice users with the scope `admin`.
         */
        get: operations["getV1BackofficeAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/backoffice/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers: server-paged and filtered
         * @description Backoffice users with the scope `content`.
         */
        get: operations["getV1BackofficeNewsletter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/socialGetters/getIgByHashtags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Instagram posts with the given hashtags (empty while no token is set) */
        get: operations["getV1CmsSocialGettersGetIgByHashtags"];
        put?: never;
        /** Instagram posts with the given hashtags (empty while no token is set) */
        post: operations["postV1CmsSocialGettersGetIgByHashtags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cms/socialGetters/igImage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The image of an Instagram post, served from the shop */
        get: operations["getV1CmsSocialGettersIgImageId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/web/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in member's profile
         * @description Needs a logged-in user.
         */
        get: operations["getV1UserWebProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The backoffice user's profile
         * @description Backoffice users only.
         */
        get: operations["getV1UserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/web/verify/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify an e-mail address with the token from the e-mail */
        get: operations["getV1UserWebVerifyToken"];
        put?: never;
        /** Verify an e-mail address with the token from the e-mail */
        post: operations["postV1UserWebVerifyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/web/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a member account (rate-limited) */
        post: operations["postV1UserWebRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/web/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change your profile
         * @description Needs a logged-in user.
         */
        patch: operations["patchV1UserWebUpdate"];
        trace?: never;
    };
    "/v1/user/web/validateMembersBarcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a member card number is valid and free for this account */
        post: operations["postV1UserWebValidateMembersBarcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/web/address/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an address to your profile
         * @description Needs a logged-in user.
         */
        post: operations["postV1UserWebAddressCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/web/address/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one of your addresses
         * @description Needs a logged-in user.
         */
        patch: operations["patchV1UserWebAddressUpdateId"];
        trace?: never;
    };
    "/v1/user/web/updateGuestUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a guest buyer's details (kept by the guest cookie) */
        post: operations["postV1UserWebUpdateGuestUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password (your other sessions end)
         * @description Needs a logged-in user.
         */
        post: operations["postV1UserPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link */
        post: operations["postV1UserPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/login-link/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time login link */
        post: operations["postV1UserLoginLinkRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/login-link/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with the token from a login link */
        post: operations["postV1UserLoginLinkLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token from the e-mail */
        post: operations["postV1UserPasswordSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/social/redirect-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a social login: redirects to the provider */
        get: operations["getV1UserSocialRedirectLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/social/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a social login with the provider's answer: tokens and the user */
        post: operations["postV1UserSocialOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every answer: `data` plus the `errored` flag; a refusal adds statusCode, message, code and field messages. */
        Envelope: {
            data: unknown;
            errored: boolean;
            statusCode?: number;
            message?: string;
            code?: string;
            fields?: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getV2UserWebAddressList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: number;
                                /** @enum {string} */
                                type: "main" | "billing" | "shipping" | "other";
                                firstName: string;
                                lastName: string;
                                contactEmail: string;
                                contactPhone: string;
                                street: string;
                                houseNumber: string;
                                zipCode: string;
                                city: string;
                                country: string;
                                region: string | null;
                                companyName: string | null;
                                companyOIB: string | null;
                                isDefaultDelivery: boolean;
                                isDefaultBilling: boolean;
                            }[];
                            pagination: {
                                page: number;
                                perPage: number;
                                limit: number;
                                total: number;
                                lastPage: number;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV2UserWebAddressCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default main
                     * @enum {string}
                     */
                    type?: "main" | "billing" | "shipping" | "other";
                    firstName: string;
                    lastName: string;
                    contactEmail: string;
                    contactPhone: string;
                    country: string;
                    city: string;
                    street: string;
                    houseNumber: string;
                    zipCode: string;
                    region?: string;
                    companyName?: string;
                    companyOIB?: string;
                    /** @default false */
                    isDefaultDelivery?: boolean;
                    /** @default false */
                    isDefaultBilling?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "main" | "billing" | "shipping" | "other";
                            firstName: string;
                            lastName: string;
                            contactEmail: string;
                            contactPhone: string;
                            street: string;
                            houseNumber: string;
                            zipCode: string;
                            city: string;
                            country: string;
                            region: string | null;
                            companyName: string | null;
                            companyOIB: string | null;
                            isDefaultDelivery: boolean;
                            isDefaultBilling: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV2UserWebAddressUpdateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "main" | "billing" | "shipping" | "other";
                    firstName?: string;
                    lastName?: string;
                    contactEmail?: string;
                    contactPhone?: string;
                    country?: string;
                    city?: string;
                    street?: string;
                    houseNumber?: string;
                    zipCode?: string;
                    region?: string;
                    companyName?: string;
                    companyOIB?: string;
                    isDefaultDelivery?: boolean;
                    isDefaultBilling?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "main" | "billing" | "shipping" | "other";
                            firstName: string;
                            lastName: string;
                            contactEmail: string;
                            contactPhone: string;
                            street: string;
                            houseNumber: string;
                            zipCode: string;
                            city: string;
                            country: string;
                            region: string | null;
                            companyName: string | null;
                            companyOIB: string | null;
                            isDefaultDelivery: boolean;
                            isDefaultBilling: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description You have no address with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV2UserWebAddressDeleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description You have no address with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeConsentsSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeConsentsSlugLog: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                version?: number;
                status?: "accepted" | "withdrawn";
                email?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeConsentsSlugLogCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                version?: number;
                status?: "accepted" | "withdrawn";
                email?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeConsentsSlugPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    places: {
                        assignedTo: string;
                        /** @default false */
                        required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeTemplatesTemplate: {
        parameters: {
            query: {
                key: "order.created.buyer" | "order.created.shop" | "order.status.buyer" | "order.invoice.buyer" | "order.storno.buyer" | "order.refund.buyer" | "order.payout.buyer" | "account.verify" | "account.passwordReset" | "account.loginLink" | "newsletter.confirm" | "form.submission.owner" | "form.confirm" | "case.withdrawal.buyer" | "case.complaint.buyer" | "case.reply.buyer" | "case.goods.buyer" | "case.refused.buyer";
                locale: "hr" | "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeTemplatesTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    key: "order.created.buyer" | "order.created.shop" | "order.status.buyer" | "order.invoice.buyer" | "order.storno.buyer" | "order.refund.buyer" | "order.payout.buyer" | "account.verify" | "account.passwordReset" | "account.loginLink" | "newsletter.confirm" | "form.submission.owner" | "form.confirm" | "case.withdrawal.buyer" | "case.complaint.buyer" | "case.reply.buyer" | "case.goods.buyer" | "case.refused.buyer";
                    /** @enum {string} */
                    locale: "hr" | "en" | "de";
                    subject: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeTemplatesReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    key: "order.created.buyer" | "order.created.shop" | "order.status.buyer" | "order.invoice.buyer" | "order.storno.buyer" | "order.refund.buyer" | "order.payout.buyer" | "account.verify" | "account.passwordReset" | "account.loginLink" | "newsletter.confirm" | "form.submission.owner" | "form.confirm" | "case.withdrawal.buyer" | "case.complaint.buyer" | "case.reply.buyer" | "case.goods.buyer" | "case.refused.buyer";
                    /** @enum {string} */
                    locale: "hr" | "en" | "de";
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeTemplatesPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    key: "order.created.buyer" | "order.created.shop" | "order.status.buyer" | "order.invoice.buyer" | "order.storno.buyer" | "order.refund.buyer" | "order.payout.buyer" | "account.verify" | "account.passwordReset" | "account.loginLink" | "newsletter.confirm" | "form.submission.owner" | "form.confirm" | "case.withdrawal.buyer" | "case.complaint.buyer" | "case.reply.buyer" | "case.goods.buyer" | "case.refused.buyer";
                    /** @enum {string} */
                    locale: "hr" | "en" | "de";
                    subject: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeTemplatesTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    key: "order.created.buyer" | "order.created.shop" | "order.status.buyer" | "order.invoice.buyer" | "order.storno.buyer" | "order.refund.buyer" | "order.payout.buyer" | "account.verify" | "account.passwordReset" | "account.loginLink" | "newsletter.confirm" | "form.submission.owner" | "form.confirm" | "case.withdrawal.buyer" | "case.complaint.buyer" | "case.reply.buyer" | "case.goods.buyer" | "case.refused.buyer";
                    /** @enum {string} */
                    locale: "hr" | "en" | "de";
                    to: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCoupons: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
                state?: "active" | "scheduled" | "expired" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "percentage" | "fixed";
                    value: number;
                    productSkus: string[];
                    categoryIds: number[];
                    minCartValue: number;
                    validFrom: string | null;
                    validUntil: string | null;
                    usageLimit: number | null;
                    usageLimitPerCustomer: number | null;
                    freeDelivery: boolean;
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCouponsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeCouponsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "percentage" | "fixed";
                    value: number;
                    productSkus: string[];
                    categoryIds: number[];
                    minCartValue: number;
                    validFrom: string | null;
                    validUntil: string | null;
                    usageLimit: number | null;
                    usageLimitPerCustomer: number | null;
                    freeDelivery: boolean;
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCouponsIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCustomers: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeUsers: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    scopes: ("admin" | "settings" | "content" | "catalog" | "orders" | "users")[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeUsersIdScopes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scopes: ("admin" | "settings" | "content" | "catalog" | "orders" | "users")[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeUsersIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeMemberCards: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeMemberCardsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    dryRun: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeMemberCardsIdRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeDeliveryMethods: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
                active?: "yes" | "no";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeDeliveryMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    description: {
                        hr?: string;
                        en?: string;
                        de?: string;
                    };
                    price: number;
                    countryPrices: {
                        [key: string]: number;
                    };
                    countries: string[];
                    freeFrom: number | null;
                    position: number;
                    isActive: boolean;
                    branches: {
                        id?: number;
                        name: string;
                        address: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeDeliveryMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeDeliveryMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    description: {
                        hr?: string;
                        en?: string;
                        de?: string;
                    };
                    price: number;
                    countryPrices: {
                        [key: string]: number;
                    };
                    countries: string[];
                    freeFrom: number | null;
                    position: number;
                    isActive: boolean;
                    branches: {
                        id?: number;
                        name: string;
                        address: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeDeliveryMethodsIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficePaymentMethods: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
                active?: "yes" | "no";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficePaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "cod" | "bank_transfer" | "hpf" | "paypal";
                    name: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    description: {
                        hr?: string;
                        en?: string;
                        de?: string;
                    };
                    deliveryMethodIds: number[];
                    position: number;
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficePaymentMethodsProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficePaymentMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficePaymentMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "cod" | "bank_transfer" | "hpf" | "paypal";
                    name: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    description: {
                        hr?: string;
                        en?: string;
                        de?: string;
                    };
                    deliveryMethodIds: number[];
                    position: number;
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficePaymentMethodsIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1Login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            tokens: {
                                accessToken: string;
                                refreshToken: string;
                                /** @description Seconds until the access token expires. */
                                expiresIn: number;
                            };
                            user: {
                                id: number;
                                email: string;
                                details: {
                                    firstName: string;
                                    lastName: string;
                                };
                                memberCardBarcode: string | null;
                                isBackofficeUser: boolean;
                                /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                                scope: string[];
                                company: {
                                    name: string | null;
                                    address: string | null;
                                };
                                addresses: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "main" | "billing" | "shipping" | "other";
                                    firstName: string;
                                    lastName: string;
                                    contactEmail: string;
                                    contactPhone: string;
                                    street: string;
                                    houseNumber: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    region: string | null;
                                    companyName: string | null;
                                    companyOIB: string | null;
                                    isDefaultDelivery: boolean;
                                    isDefaultBilling: boolean;
                                }[];
                                verified: boolean;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Wrong e-mail or password (INVALID_LOGIN). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The e-mail address is not verified yet (EMAIL_NOT_VERIFIED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many failed logins from this address for this account; wait and retry (Retry-After), or use a login link. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1Refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            tokens: {
                                accessToken: string;
                                refreshToken: string;
                                /** @description Seconds until the access token expires. */
                                expiresIn: number;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No refresh token, or it is expired, revoked or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            tokens: {
                                accessToken: string;
                                refreshToken: string;
                                /** @description Seconds until the access token expires. */
                                expiresIn: number;
                            };
                            user: {
                                id: number;
                                email: string;
                                details: {
                                    firstName: string;
                                    lastName: string;
                                };
                                memberCardBarcode: string | null;
                                isBackofficeUser: boolean;
                                /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                                scope: string[];
                                company: {
                                    name: string | null;
                                    address: string | null;
                                };
                                addresses: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "main" | "billing" | "shipping" | "other";
                                    firstName: string;
                                    lastName: string;
                                    contactEmail: string;
                                    contactPhone: string;
                                    street: string;
                                    houseNumber: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    region: string | null;
                                    companyName: string | null;
                                    companyOIB: string | null;
                                    isDefaultDelivery: boolean;
                                    isDefaultBilling: boolean;
                                }[];
                                verified: boolean;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Wrong e-mail or password (INVALID_LOGIN). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The e-mail address is not verified yet (EMAIL_NOT_VERIFIED), or the call came from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many failed logins from this address for this account; wait and retry (Retry-After), or use a login link. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            loggedOut: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                details: {
                                    firstName: string;
                                    lastName: string;
                                };
                                memberCardBarcode: string | null;
                                isBackofficeUser: boolean;
                                /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                                scope: string[];
                                company: {
                                    name: string | null;
                                    address: string | null;
                                };
                                addresses: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "main" | "billing" | "shipping" | "other";
                                    firstName: string;
                                    lastName: string;
                                    contactEmail: string;
                                    contactPhone: string;
                                    street: string;
                                    houseNumber: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    region: string | null;
                                    companyName: string | null;
                                    companyOIB: string | null;
                                    isDefaultDelivery: boolean;
                                    isDefaultBilling: boolean;
                                }[];
                                verified: boolean;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPostFilterStandard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    termSlugs?: string | string[];
                    postTypeSlugs?: string | string[];
                    /** Format: date */
                    dateFrom?: string;
                    /** Format: date */
                    dateTo?: string;
                    /** @default 1 */
                    page?: number;
                    /** @default 6 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPostEditorList: {
        parameters: {
            query?: {
                search?: string;
                postTypeSlug?: string;
                termSlug?: string;
                page?: number;
                language?: "hr" | "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPostEditorGetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPostCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "hr" | "en" | "de";
                    slug: string;
                    title: string;
                    /** @default  */
                    excerpt?: string;
                    body: string;
                    /** @default  */
                    author?: string;
                    postTypeSlug?: string;
                    /** @default [] */
                    termSlugs?: string[];
                    coverMediaId?: number;
                    translationOf?: number;
                    /** Format: date-time */
                    publishedAt?: string;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "draft" | "published";
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1CmsPostUpdateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    title?: string;
                    excerpt?: string;
                    body?: string;
                    author?: string;
                    postTypeSlug?: string | null;
                    termSlugs?: string[];
                    coverMediaId?: number | null;
                    publishedAt?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    /** Format: date-time */
                    version?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1CmsPostDeleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPostTypeFilterStandard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: number;
                                slug: string;
                                title: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPostTypeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    titles: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            slug: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The site already has a post type with this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1CmsPostTypeDeleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            deleted: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No post type with this id on the site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Posts still have this type; the message says how many. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsTermFilter: {
        parameters: {
            query?: {
                termTypeTitles?: ("postCategory" | "postTag") | ("postCategory" | "postTag")[];
                limit?: number;
                page?: number;
                noPaginate?: boolean | ("true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsTermFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    termTypeTitles?: ("postCategory" | "postTag") | ("postCategory" | "postTag")[];
                    /** @default 50 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    noPaginate?: boolean | ("true" | "false");
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsTermFilterStandard: {
        parameters: {
            query?: {
                termTypeTitles?: ("postCategory" | "postTag") | ("postCategory" | "postTag")[];
                limit?: number;
                page?: number;
                noPaginate?: boolean | ("true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsTermFilterStandard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    termTypeTitles?: ("postCategory" | "postTag") | ("postCategory" | "postTag")[];
                    /** @default 50 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    noPaginate?: boolean | ("true" | "false");
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CalendarEventPublicFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default upcoming
                     * @enum {string}
                     */
                    when?: "upcoming" | "past" | "all";
                    /** @default 1 */
                    page?: number;
                    /** @default 10 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CalendarEventPublicGet: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CalendarEventPublicIcsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartGetCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartValidateCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            validateMemberCard: boolean;
                            cart: {
                                id: number;
                                protectCode: string;
                                locale: string;
                                session: {
                                    cartId: number;
                                    protectCode: string;
                                };
                                items: {
                                    itemId: number;
                                    productId: number;
                                    qty: number;
                                    maxQty: number | null;
                                    reservation: boolean;
                                    productData: {
                                        id: number;
                                        slug: string;
                                        mainProductSlug: string;
                                        isVisibleIndividually: boolean;
                                        stockQuantity: number | null;
                                        infiniteQuantity: boolean;
                                        /** @enum {string} */
                                        format: "simple" | "configurable" | "bundle" | "eProduct";
                                        name: string;
                                        media: {
                                            id: number;
                                            alt: string;
                                            title: string;
                                            width: number;
                                            height: number;
                                            variants: {
                                                [key: string]: {
                                                    [key: string]: string;
                                                };
                                            };
                                            src: string;
                                            focus?: string;
                                        } | null;
                                        details: string[];
                                    };
                                    options: {
                                        personalizations?: {
                                            optionId: number;
                                            value: string | number;
                                        }[];
                                        bundleOptions?: {
                                            id: number;
                                            options: {
                                                variantId?: number;
                                            };
                                        }[];
                                    };
                                    isMemberPrice: boolean;
                                    regularPrice: number;
                                    prices: {
                                        converted: {
                                            finalPrice: number;
                                            row: number;
                                        };
                                        base: {
                                            finalPrice: number;
                                            cartTotal: number;
                                        };
                                    };
                                }[];
                                itemCount: number;
                                coupon: {
                                    code: string;
                                    /** @enum {string} */
                                    type: "percentage" | "fixed";
                                    value: number;
                                    freeDelivery: boolean;
                                } | null;
                                couponCode: string | null;
                                memberCardBarcode: string | null;
                                isMember: boolean;
                                instructions: string;
                                digitalOnly: boolean;
                                deliveryMethodId: number | null;
                                paymentMethodId: number | null;
                                options: {
                                    deliveryBranchId?: number | null;
                                };
                                prices: {
                                    converted: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                        tax: {
                                            itemsTotal: number;
                                            coupon: number;
                                            loyalty: number;
                                            cartTotal: number;
                                            delivery: number;
                                            orderTotal: number;
                                        };
                                    };
                                    base: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                        tax: {
                                            itemsTotal: number;
                                            coupon: number;
                                            loyalty: number;
                                            cartTotal: number;
                                            delivery: number;
                                            orderTotal: number;
                                        };
                                    };
                                };
                                deliveryQuote: {
                                    isKnown: boolean;
                                    freeFrom: number | null;
                                };
                                notices: ({
                                    /** @constant */
                                    code: "stockCorrected";
                                    itemId: number;
                                    qty: number;
                                } | {
                                    /** @constant */
                                    code: "couponRemoved";
                                    /** @enum {string} */
                                    reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                                } | {
                                    /** @constant */
                                    code: "memberCardInvalid";
                                })[];
                                crossSells: {
                                    id: number;
                                    slug: string;
                                    name: string;
                                    sku: string;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    price: number;
                                    basicPrice: number;
                                    membershipPrice: number | null;
                                    /** @enum {string} */
                                    type: "physical" | "digital";
                                    infiniteQuantity: boolean;
                                    retailPrice: number;
                                    priorPrice: number;
                                    discount: number;
                                    featured: boolean;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    stockQuantity: number | null;
                                    available: boolean;
                                    isPurchasable: boolean;
                                    rating: number;
                                    reviewCount: number;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceCartGetNewCartSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            cartId: number;
                            protectCode: string;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartGetAbandoned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            cart: {
                                id: number;
                                protectCode: string;
                                locale: string;
                                session: {
                                    cartId: number;
                                    protectCode: string;
                                };
                                items: {
                                    itemId: number;
                                    productId: number;
                                    qty: number;
                                    maxQty: number | null;
                                    reservation: boolean;
                                    productData: {
                                        id: number;
                                        slug: string;
                                        mainProductSlug: string;
                                        isVisibleIndividually: boolean;
                                        stockQuantity: number | null;
                                        infiniteQuantity: boolean;
                                        /** @enum {string} */
                                        format: "simple" | "configurable" | "bundle" | "eProduct";
                                        name: string;
                                        media: {
                                            id: number;
                                            alt: string;
                                            title: string;
                                            width: number;
                                            height: number;
                                            variants: {
                                                [key: string]: {
                                                    [key: string]: string;
                                                };
                                            };
                                            src: string;
                                            focus?: string;
                                        } | null;
                                        details: string[];
                                    };
                                    options: {
                                        personalizations?: {
                                            optionId: number;
                                            value: string | number;
                                        }[];
                                        bundleOptions?: {
                                            id: number;
                                            options: {
                                                variantId?: number;
                                            };
                                        }[];
                                    };
                                    isMemberPrice: boolean;
                                    regularPrice: number;
                                    prices: {
                                        converted: {
                                            finalPrice: number;
                                            row: number;
                                        };
                                        base: {
                                            finalPrice: number;
                                            cartTotal: number;
                                        };
                                    };
                                }[];
                                itemCount: number;
                                coupon: {
                                    code: string;
                                    /** @enum {string} */
                                    type: "percentage" | "fixed";
                                    value: number;
                                    freeDelivery: boolean;
                                } | null;
                                couponCode: string | null;
                                memberCardBarcode: string | null;
                                isMember: boolean;
                                instructions: string;
                                digitalOnly: boolean;
                                deliveryMethodId: number | null;
                                paymentMethodId: number | null;
                                options: {
                                    deliveryBranchId?: number | null;
                                };
                                prices: {
                                    converted: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                        tax: {
                                            itemsTotal: number;
                                            coupon: number;
                                            loyalty: number;
                                            cartTotal: number;
                                            delivery: number;
                                            orderTotal: number;
                                        };
                                    };
                                    base: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                        tax: {
                                            itemsTotal: number;
                                            coupon: number;
                                            loyalty: number;
                                            cartTotal: number;
                                            delivery: number;
                                            orderTotal: number;
                                        };
                                    };
                                };
                                deliveryQuote: {
                                    isKnown: boolean;
                                    freeFrom: number | null;
                                };
                                notices: ({
                                    /** @constant */
                                    code: "stockCorrected";
                                    itemId: number;
                                    qty: number;
                                } | {
                                    /** @constant */
                                    code: "couponRemoved";
                                    /** @enum {string} */
                                    reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                                } | {
                                    /** @constant */
                                    code: "memberCardInvalid";
                                })[];
                                crossSells: {
                                    id: number;
                                    slug: string;
                                    name: string;
                                    sku: string;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    price: number;
                                    basicPrice: number;
                                    membershipPrice: number | null;
                                    /** @enum {string} */
                                    type: "physical" | "digital";
                                    infiniteQuantity: boolean;
                                    retailPrice: number;
                                    priorPrice: number;
                                    discount: number;
                                    featured: boolean;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    stockQuantity: number | null;
                                    available: boolean;
                                    isPurchasable: boolean;
                                    rating: number;
                                    reviewCount: number;
                                }[];
                            };
                        } | null;
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartAddItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                    productId: number;
                    /** @default 1 */
                    qty?: number;
                    /** @default {} */
                    options?: {
                        personalizations?: {
                            optionId: number;
                            value: string | number;
                        }[];
                        bundleOptions?: {
                            id: number;
                            options: {
                                variantId?: number;
                            };
                        }[];
                    };
                    /** @default false */
                    reservation?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1EcommerceCartUpdateItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                    itemId: number;
                    qty: number;
                    options?: {
                        personalizations?: {
                            optionId: number;
                            value: string | number;
                        }[];
                        bundleOptions?: {
                            id: number;
                            options: {
                                variantId?: number;
                            };
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1EcommerceCartDeleteItemItemId: {
        parameters: {
            query?: {
                cartId?: number;
                protectCode?: string;
            };
            header?: never;
            path: {
                itemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartClearCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartApplyCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                    couponCode: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartRemoveCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartApplyMemberCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                    barcode: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartUpdateGuestUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    details?: {
                        firstName?: string;
                        lastName?: string;
                    };
                    addresses?: {
                        /**
                         * @default main
                         * @enum {string}
                         */
                        type?: "main" | "billing" | "shipping" | "other";
                        firstName: string;
                        lastName: string;
                        contactEmail: string;
                        contactPhone: string;
                        country: string;
                        city: string;
                        street: string;
                        houseNumber: string;
                        zipCode: string;
                        region?: string;
                        companyName?: string;
                        companyOIB?: string;
                    }[];
                    company?: {
                        name?: string;
                        oib?: string;
                        address?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1EcommerceCartUpdateDeliveryMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryMethodId?: number;
                    branchId?: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            description: string;
                            /** @description What this cart pays for it, in cents. */
                            price: number;
                            options: {
                                branches: {
                                    id: number;
                                    name: string;
                                    address: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCartUpdateInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartId?: number;
                    protectCode?: string;
                    currencyId?: number;
                    instructions: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            protectCode: string;
                            locale: string;
                            session: {
                                cartId: number;
                                protectCode: string;
                            };
                            items: {
                                itemId: number;
                                productId: number;
                                qty: number;
                                maxQty: number | null;
                                reservation: boolean;
                                productData: {
                                    id: number;
                                    slug: string;
                                    mainProductSlug: string;
                                    isVisibleIndividually: boolean;
                                    stockQuantity: number | null;
                                    infiniteQuantity: boolean;
                                    /** @enum {string} */
                                    format: "simple" | "configurable" | "bundle" | "eProduct";
                                    name: string;
                                    media: {
                                        id: number;
                                        alt: string;
                                        title: string;
                                        width: number;
                                        height: number;
                                        variants: {
                                            [key: string]: {
                                                [key: string]: string;
                                            };
                                        };
                                        src: string;
                                        focus?: string;
                                    } | null;
                                    details: string[];
                                };
                                options: {
                                    personalizations?: {
                                        optionId: number;
                                        value: string | number;
                                    }[];
                                    bundleOptions?: {
                                        id: number;
                                        options: {
                                            variantId?: number;
                                        };
                                    }[];
                                };
                                isMemberPrice: boolean;
                                regularPrice: number;
                                prices: {
                                    converted: {
                                        finalPrice: number;
                                        row: number;
                                    };
                                    base: {
                                        finalPrice: number;
                                        cartTotal: number;
                                    };
                                };
                            }[];
                            itemCount: number;
                            coupon: {
                                code: string;
                                /** @enum {string} */
                                type: "percentage" | "fixed";
                                value: number;
                                freeDelivery: boolean;
                            } | null;
                            couponCode: string | null;
                            memberCardBarcode: string | null;
                            isMember: boolean;
                            instructions: string;
                            digitalOnly: boolean;
                            deliveryMethodId: number | null;
                            paymentMethodId: number | null;
                            options: {
                                deliveryBranchId?: number | null;
                            };
                            prices: {
                                converted: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                                base: {
                                    itemsTotal: number;
                                    coupon: number;
                                    loyalty: number;
                                    cartTotal: number;
                                    delivery: number;
                                    orderTotal: number;
                                    tax: {
                                        itemsTotal: number;
                                        coupon: number;
                                        loyalty: number;
                                        cartTotal: number;
                                        delivery: number;
                                        orderTotal: number;
                                    };
                                };
                            };
                            deliveryQuote: {
                                isKnown: boolean;
                                freeFrom: number | null;
                            };
                            notices: ({
                                /** @constant */
                                code: "stockCorrected";
                                itemId: number;
                                qty: number;
                            } | {
                                /** @constant */
                                code: "couponRemoved";
                                /** @enum {string} */
                                reason: "notFound" | "inactive" | "notStarted" | "expired" | "usedUp" | "minimum" | "notApplicable";
                            } | {
                                /** @constant */
                                code: "memberCardInvalid";
                            })[];
                            crossSells: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCasesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNumber: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCasesWithdrawalPrepare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNumber: string;
                    email: string;
                    buyerName: string;
                    contactEmail: string;
                    lines: {
                        orderLineId: number;
                        quantity: number;
                    }[];
                    /** @default  */
                    statement?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCasesWithdrawalConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNumber: string;
                    email: string;
                    buyerName: string;
                    contactEmail: string;
                    lines: {
                        orderLineId: number;
                        quantity: number;
                    }[];
                    /** @default  */
                    statement?: string;
                    /** Format: uuid */
                    confirmKey: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCasesComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNumber: string;
                    email: string;
                    buyerName: string;
                    contactEmail: string;
                    lines: {
                        orderLineId: number;
                        quantity: number;
                    }[];
                    description: string;
                    /** @default [] */
                    photos?: {
                        /** Format: uuid */
                        token: string;
                        name: string;
                        /** @enum {string} */
                        mime: "application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/avif";
                        size: number;
                    }[];
                    /** Format: uuid */
                    confirmKey: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceCasesWithdrawalFormPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCases: {
        parameters: {
            query?: {
                kind?: "withdrawal" | "complaint";
                status?: "received" | "goods_received" | "refunded" | "refused" | "answered" | "closed";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCasesOrderOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCasesIdGoodsReceived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    caseLineId: number;
                    receivedQuantity: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCasesIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCasesIdRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCasesIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogProducts: {
        parameters: {
            query: {
                q?: string;
                categoryId?: number;
                format?: "simple" | "configurable" | "bundle" | "eProduct";
                status?: "published" | "archived";
                stock?: "in" | "low" | "out";
                featured?: "yes" | "no";
                sort?: "name" | "price" | "stock" | "updated";
                order?: "asc" | "desc";
                page: number;
                perPage: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCatalogProductsIdQuick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price: number;
                    stockQuantity: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogProductsExportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCatalogProductsImport: {
        parameters: {
            query: {
                mode: "dryRun" | "import";
                lang?: "hr" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogProductsImportJobId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCatalogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    parentId: number | null;
                    kpdCode?: string | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeCatalogCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    parentId: number | null;
                    kpdCode?: string | null;
                    position: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1BackofficeCatalogCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCatalogTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    label: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeCatalogTagsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    label: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1BackofficeCatalogTagsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogAttributes: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCatalogAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "dropdown" | "multiSelect" | "textSwatch" | "visualSwatch" | "yesNo" | "number" | "date" | "dateTime";
                    label: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    units?: {
                        hr?: string;
                        en?: string;
                        de?: string;
                    };
                    isFilterable: boolean;
                    position: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeCatalogAttributesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeCatalogAttributesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "dropdown" | "multiSelect" | "textSwatch" | "visualSwatch" | "yesNo" | "number" | "date" | "dateTime";
                    label: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    units?: {
                        hr?: string;
                        en?: string;
                        de?: string;
                    };
                    isFilterable: boolean;
                    position: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1BackofficeCatalogAttributesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeCatalogAttributesIdCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryIds: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeCatalogAttributesIdValues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    value: string;
                    position: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeCatalogAttributesIdValuesValueId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                valueId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    value: string;
                    position: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1BackofficeCatalogAttributesIdValuesValueId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                valueId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeProducts: {
        parameters: {
            query?: {
                search?: string;
                categoryId?: number;
                page?: number;
                language?: "hr" | "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeProductsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeProductsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    translations: {
                        hr: {
                            name: string;
                            description: string;
                        };
                        en?: {
                            name: string;
                            description: string;
                        };
                        de?: {
                            name: string;
                            description: string;
                        };
                    };
                    price: number;
                    retailPrice: number;
                    membershipPrice: number | null;
                    stockQuantity: number;
                    infiniteQuantity: boolean;
                    featured: boolean;
                    mediaIds: number[];
                    categoryIds: number[];
                    kpdCode?: string | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeProductCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeProductCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    parentId: number | null;
                    kpdCode?: string | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeProductCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    parentId: number | null;
                    kpdCode?: string | null;
                    position: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCheckoutGetAvailableCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            iso: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCheckoutGetDeliveryByAvailableCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryId?: string;
                    userShippingAddressId?: number;
                    userBillingAddressId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            iso: string;
                            name: string;
                            deliveryMethods: {
                                id: number;
                                code: string;
                                name: string;
                                description: string;
                                /** @description What this cart pays for it, in cents. */
                                price: number;
                                options: {
                                    branches: {
                                        id: number;
                                        name: string;
                                        address: string;
                                    }[];
                                };
                            }[];
                        }[];
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceCheckoutSaveAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery: {
                        firstName: string;
                        lastName: string;
                        contactEmail: string;
                        contactPhone: string;
                        street: string;
                        houseNumber: string;
                        zipCode: string;
                        city: string;
                        country: string;
                        companyName?: string;
                        companyOIB?: string;
                    };
                    /** @default false */
                    differentBilling?: boolean;
                    billing?: {
                        firstName: string;
                        lastName: string;
                        contactEmail: string;
                        contactPhone: string;
                        street: string;
                        houseNumber: string;
                        zipCode: string;
                        city: string;
                        country: string;
                        companyName?: string;
                        companyOIB?: string;
                    };
                    /** @default [] */
                    acceptedConsents?: number[];
                    deliveryAddressId?: number;
                    billingAddressId?: number;
                    /** @default true */
                    saveToAccount?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            delivery: {
                                firstName: string;
                                lastName: string;
                                contactEmail: string;
                                contactPhone: string;
                                street: string;
                                houseNumber: string;
                                zipCode: string;
                                city: string;
                                country: string;
                                companyName?: string;
                                companyOIB?: string;
                            };
                            billing: {
                                firstName: string;
                                lastName: string;
                                contactEmail: string;
                                contactPhone: string;
                                street: string;
                                houseNumber: string;
                                zipCode: string;
                                city: string;
                                country: string;
                                companyName?: string;
                                companyOIB?: string;
                            };
                            acceptedConsents: number[];
                            guestId: string | null;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceDeliveryGetApplicableDeliveryMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryId?: string;
                    userShippingAddressId?: number;
                    userBillingAddressId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            description: string;
                            /** @description What this cart pays for it, in cents. */
                            price: number;
                            options: {
                                branches: {
                                    id: number;
                                    name: string;
                                    address: string;
                                }[];
                            };
                        }[];
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1EcommerceDeliverySaveDeliveryMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryMethodId?: number;
                    branchId?: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            description: string;
                            /** @description What this cart pays for it, in cents. */
                            price: number;
                            options: {
                                branches: {
                                    id: number;
                                    name: string;
                                    address: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommercePaymentGetApplicablePaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryId?: string;
                    userShippingAddressId?: number;
                    userBillingAddressId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            paymentType: "cod" | "bank_transfer" | "hpf" | "paypal";
                        }[];
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1EcommercePaymentSavePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethodId?: number;
                    companyData?: {
                        companyName: string;
                        oib: string;
                    };
                    /** @default [] */
                    acceptedConsents?: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            paymentType: "cod" | "bank_transfer" | "hpf" | "paypal";
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cart session, the session names no open cart of yours (CART_SESSION_INVALID), or the cart is empty (CART_EMPTY). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    giftMessage?: string;
                    /** @default  */
                    orderMessage?: string;
                    /** @default  */
                    to?: string;
                    /** @default  */
                    from?: string;
                    /** @default [] */
                    acceptedConsents?: number[];
                    /** @default false */
                    digitalSupplyConsent?: boolean;
                    successURL?: string;
                    failureURL?: string;
                    seen?: {
                        cartTotal: number;
                        items: {
                            id: number;
                            finalPrice: number;
                            qty: number;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description The card processor's form to submit, the PayPal order to approve, or null (go to the success page). */
                            html: string | {
                                /** @constant */
                                isSubscription: false;
                                plan_id: null;
                                /** @constant */
                                quantity: 1;
                                orderId: string;
                                /** @description The order total in cents. */
                                total: number;
                                scriptUrl: string;
                            } | null;
                            orderSlug: string;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The order cannot be placed: CART_UPDATED (prices or stock changed; `data` is the new cart), CART_SESSION_INVALID, CART_EMPTY, OUT_OF_STOCK, or a checkout step is missing (address, delivery method or branch, payment method). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many orders from this address or for this cart; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1CmsOptionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    key: "DefaultLanguage" | "HomePageSlug" | "SiteName" | "MaintenanceMode" | "DummyMode" | "CartAddition" | "PrivacyPolicyPageGroup" | "TermsOfSalePageGroup" | "SitemapExcludedSlugs" | "CommentsRequireApproval" | "ReviewsEnabled" | "GitlabProjectId" | "AllowedCountries" | "SkipShippingStep" | "SpecialCharValidation" | "ConsentValidation" | "ShopEmail" | "MailSenderName" | "MailSenderAddress" | "ContactEmail" | "BankTransfer" | "CommentsLoggedUsersOnly" | "CommentsOneUserOneComment" | "CommentEditNotAllowed" | "ConsentScripts" | "RefundCouponCountsAsUsed" | "Invoicing" | "WithdrawalPeriodDays";
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsCacheList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsCacheClear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    store?: string;
                    key?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPageEditable: {
        parameters: {
            query: {
                slug: string;
                language?: "hr" | "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1CmsPageIdDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    title: string;
                    sections: unknown[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPageIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPageIdDiscard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPageIdRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPageIdRevisionsRevisionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPageIdRevisionsRevisionIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPageCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug: string;
                    /** @enum {string} */
                    language: "hr" | "en" | "de";
                    /** @default null */
                    translationOf?: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPageList: {
        parameters: {
            query?: {
                language?: "hr" | "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsNavigationEditableTree: {
        parameters: {
            query?: {
                language?: "hr" | "en" | "de";
            };
            header?: never;
            path: {
                tree: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1CmsNavigationEditableTree: {
        parameters: {
            query?: {
                language?: "hr" | "en" | "de";
            };
            header?: never;
            path: {
                tree: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        title: string;
                        link: {
                            /** @constant */
                            kind: "page";
                            /** Format: uuid */
                            group: string;
                            newTab?: boolean;
                        } | {
                            /** @constant */
                            kind: "post";
                            /** Format: uuid */
                            group: string;
                            newTab?: boolean;
                        } | {
                            /** @constant */
                            kind: "product";
                            id: number;
                            newTab?: boolean;
                        } | {
                            /** @constant */
                            kind: "category";
                            id: number;
                            newTab?: boolean;
                        } | {
                            /** @constant */
                            kind: "route";
                            /** @enum {string} */
                            route: "product" | "login" | "register" | "profile" | "profileOrder" | "cart" | "shop" | "checkout" | "checkoutSuccess" | "checkoutFailure" | "search" | "blog" | "forgotPassword" | "socialLogin" | "event" | "confirmEmail" | "withdrawal" | "withdrawalForm" | "complaint" | "page";
                            params?: {
                                [key: string]: string;
                            };
                            newTab?: boolean;
                        } | {
                            /** @constant */
                            kind: "url";
                            href: string;
                            newTab?: boolean;
                        } | {
                            /** @constant */
                            kind: "anchor";
                            anchor: string;
                            newTab?: boolean;
                        };
                        /** @default [] */
                        children?: {
                            title: string;
                            link: {
                                /** @constant */
                                kind: "page";
                                /** Format: uuid */
                                group: string;
                                newTab?: boolean;
                            } | {
                                /** @constant */
                                kind: "post";
                                /** Format: uuid */
                                group: string;
                                newTab?: boolean;
                            } | {
                                /** @constant */
                                kind: "product";
                                id: number;
                                newTab?: boolean;
                            } | {
                                /** @constant */
                                kind: "category";
                                id: number;
                                newTab?: boolean;
                            } | {
                                /** @constant */
                                kind: "route";
                                /** @enum {string} */
                                route: "product" | "login" | "register" | "profile" | "profileOrder" | "cart" | "shop" | "checkout" | "checkoutSuccess" | "checkoutFailure" | "search" | "blog" | "forgotPassword" | "socialLogin" | "event" | "confirmEmail" | "withdrawal" | "withdrawalForm" | "complaint" | "page";
                                params?: {
                                    [key: string]: string;
                                };
                                newTab?: boolean;
                            } | {
                                /** @constant */
                                kind: "url";
                                href: string;
                                newTab?: boolean;
                            } | {
                                /** @constant */
                                kind: "anchor";
                                anchor: string;
                                newTab?: boolean;
                            };
                            /** @default [] */
                            children?: {
                                title: string;
                                link: {
                                    /** @constant */
                                    kind: "page";
                                    /** Format: uuid */
                                    group: string;
                                    newTab?: boolean;
                                } | {
                                    /** @constant */
                                    kind: "post";
                                    /** Format: uuid */
                                    group: string;
                                    newTab?: boolean;
                                } | {
                                    /** @constant */
                                    kind: "product";
                                    id: number;
                                    newTab?: boolean;
                                } | {
                                    /** @constant */
                                    kind: "category";
                                    id: number;
                                    newTab?: boolean;
                                } | {
                                    /** @constant */
                                    kind: "route";
                                    /** @enum {string} */
                                    route: "product" | "login" | "register" | "profile" | "profileOrder" | "cart" | "shop" | "checkout" | "checkoutSuccess" | "checkoutFailure" | "search" | "blog" | "forgotPassword" | "socialLogin" | "event" | "confirmEmail" | "withdrawal" | "withdrawalForm" | "complaint" | "page";
                                    params?: {
                                        [key: string]: string;
                                    };
                                    newTab?: boolean;
                                } | {
                                    /** @constant */
                                    kind: "url";
                                    href: string;
                                    newTab?: boolean;
                                } | {
                                    /** @constant */
                                    kind: "anchor";
                                    anchor: string;
                                    newTab?: boolean;
                                };
                                /** @default [] */
                                children?: unknown[];
                            }[];
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsPageRefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "hr" | "en" | "de";
                    sections: unknown[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsElementCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    handler: "header-section" | "footer-section" | "cookie-section";
                    /** @enum {string} */
                    language: "hr" | "en" | "de";
                    parts: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            /** @enum {string} */
                            handler: "header-section" | "footer-section" | "cookie-section";
                            parts: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            language_code: "hr" | "en" | "de";
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description That element already exists in this language; change it with element/update. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1CmsElementUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    handler: "header-section" | "footer-section" | "cookie-section";
                    /** @enum {string} */
                    language: "hr" | "en" | "de";
                    parts: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            /** @enum {string} */
                            handler: "header-section" | "footer-section" | "cookie-section";
                            parts: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            language_code: "hr" | "en" | "de";
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsMasterList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsMasterCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    section: unknown;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsMasterIdUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1CmsMasterId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsLinkMasters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    links: ({
                        /** @constant */
                        kind: "page";
                        /** Format: uuid */
                        group: string;
                        newTab?: boolean;
                    } | {
                        /** @constant */
                        kind: "post";
                        /** Format: uuid */
                        group: string;
                        newTab?: boolean;
                    } | {
                        /** @constant */
                        kind: "product";
                        id: number;
                        newTab?: boolean;
                    } | {
                        /** @constant */
                        kind: "category";
                        id: number;
                        newTab?: boolean;
                    } | {
                        /** @constant */
                        kind: "route";
                        /** @enum {string} */
                        route: "product" | "login" | "register" | "profile" | "profileOrder" | "cart" | "shop" | "checkout" | "checkoutSuccess" | "checkoutFailure" | "search" | "blog" | "forgotPassword" | "socialLogin" | "event" | "confirmEmail" | "withdrawal" | "withdrawalForm" | "complaint" | "page";
                        params?: {
                            [key: string]: string;
                        };
                        newTab?: boolean;
                    } | {
                        /** @constant */
                        kind: "url";
                        href: string;
                        newTab?: boolean;
                    } | {
                        /** @constant */
                        kind: "anchor";
                        anchor: string;
                        newTab?: boolean;
                    })[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsLinkSearch: {
        parameters: {
            query: {
                kind: "page" | "product" | "post" | "category";
                language: "hr" | "en" | "de";
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsElementGetByHandlers: {
        parameters: {
            query: {
                handlers: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsElementGetByHandlers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handlers: string | string[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsNavigationTreeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsFinderDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    params: string[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsFinderSearchSlugs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    /** @enum {string} */
                    language?: "hr" | "en" | "de";
                    /**
                     * @default [
                     *       "page",
                     *       "post",
                     *       "product",
                     *       "category"
                     *     ]
                     */
                    types?: ("page" | "post" | "product" | "category")[];
                    /** @default 10 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                /** @enum {string} */
                                type: "page" | "post" | "product" | "category";
                                id: number;
                                slug: string;
                                title: string;
                                path: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsFinderGetUrlOnLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: starts_with */
                    path: string;
                    /** @enum {string} */
                    language: "hr" | "en" | "de";
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsOptionFilter: {
        parameters: {
            query?: {
                keys?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsTermGet: {
        parameters: {
            query: {
                slug: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPageGet: {
        parameters: {
            query: {
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsRedirectAddFailedRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: starts_with */
                    path: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsCommentGetOptions: {
        parameters: {
            query?: {
                store_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsCommentFilterStandard: {
        parameters: {
            query: {
                targetType: "product" | "post";
                targetId: number;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsCommentFilterStandard: {
        parameters: {
            query: {
                targetType: "product" | "post";
                targetId: number;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetType: "product" | "post";
                    targetId: number;
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    perPage?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsCommentMine: {
        parameters: {
            query: {
                targetType: "product" | "post";
                targetId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsCommentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetType: "product" | "post";
                    targetId: number;
                    comment: string;
                    rating?: number | null;
                    name?: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1CmsCommentUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    comment: string;
                    rating?: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsCommentModerationFilter: {
        parameters: {
            query: {
                page: number;
                perPage: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsCommentModerationDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {string} */
                    decision: "approve" | "reject";
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsConsentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assigned_to: string;
                    consents: number[];
                    /** @default [] */
                    requiredConsents?: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            assigned_to: string;
                            consents: number[];
                            requiredConsents: number[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsConsentTextSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    uniqueNumber: string;
                    displayName: string;
                    text: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            uniqueNumber: string;
                            displayName: string;
                            current: {
                                id: number;
                                version: number;
                                text: {
                                    hr: string;
                                    en?: string;
                                    de?: string;
                                };
                                createdAt: string;
                            };
                            /** @description Newest first. */
                            versions: {
                                id: number;
                                version: number;
                                text: {
                                    hr: string;
                                    en?: string;
                                    de?: string;
                                };
                                createdAt: string;
                            }[];
                            assignedTo: {
                                assigned_to: string;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            uniqueNumber: string;
                            displayName: string;
                            current: {
                                id: number;
                                version: number;
                                text: {
                                    hr: string;
                                    en?: string;
                                    de?: string;
                                };
                                createdAt: string;
                            };
                            /** @description Newest first. */
                            versions: {
                                id: number;
                                version: number;
                                text: {
                                    hr: string;
                                    en?: string;
                                    de?: string;
                                };
                                createdAt: string;
                            }[];
                            assignedTo: {
                                assigned_to: string;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No consent with this id on the site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsConsentFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 50 */
                    perPage?: number;
                    assignedTo?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: number;
                                uniqueNumber: string;
                                displayName: string;
                                current: {
                                    id: number;
                                    version: number;
                                    text: {
                                        hr: string;
                                        en?: string;
                                        de?: string;
                                    };
                                    createdAt: string;
                                };
                                /** @description Newest first. */
                                versions: {
                                    id: number;
                                    version: number;
                                    text: {
                                        hr: string;
                                        en?: string;
                                        de?: string;
                                    };
                                    createdAt: string;
                                }[];
                                assignedTo: {
                                    assigned_to: string;
                                    required: boolean;
                                }[];
                            }[];
                            pagination: {
                                page: number;
                                perPage: number;
                                limit: number;
                                total: number;
                                lastPage: number;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getCliGetLatestTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postCliGetLatestRelease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gitlabProjectId?: string | null;
                    gitlabBranch?: string | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getCliGetDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postCliSetDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1DocumentFilterWeb: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    store?: number;
                    category?: string;
                    /**
                     * @default {
                     *       "page": 1,
                     *       "limit": 20
                     *     }
                     */
                    pagination?: {
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        limit?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1DocumentGetWebId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1DocumentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mediaId: number;
                    category: string;
                    titles: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    /**
                     * @default public
                     * @enum {string}
                     */
                    visibility?: "public" | "members";
                    /** @default 0 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1DocumentUpdateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mediaId?: number;
                    category?: string;
                    titles?: {
                        hr: string;
                        en?: string;
                        de?: string;
                    };
                    /** @enum {string} */
                    visibility?: "public" | "members";
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1DocumentDeleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeInvoicesIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postE2eResetRateLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postE2eCardProcessor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getE2eCardProcessorCalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getE2eOutbox: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsWishlistCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1CmsWishlistDeleteProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsWishlistFilter: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceSettingsGetCheckoutSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceVisitor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceMemberPrices: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV2EcommerceGetCurrencyConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsFormFilter: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsFormFilter: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    perPage?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsFormGetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsFormStoreData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    data: {
                        [key: string]: unknown;
                    };
                    website?: string;
                    /** @default [] */
                    acceptedConsents?: number[];
                    recaptchaKey?: string;
                    recaptchaResponse?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsFormConfirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsFormConfirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsContactContactAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    phone?: string;
                    message: string;
                    website?: string;
                    recaptchaKey?: string;
                    recaptchaResponse?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeFormsSubmissions: {
        parameters: {
            query: {
                form: number | "contact";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeFormsSubmissionsExport: {
        parameters: {
            query: {
                form: number | "contact";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeOrdersIdInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeInvoicesPending: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeInvoicesIdStorno: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines?: {
                        invoiceLineId: number;
                        qty: number;
                    }[];
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeInvoicesIdFiscalise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeInvoicingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeInvoicingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seller: {
                        name: string;
                        street: string;
                        postalCode: string;
                        city: string;
                        country: string;
                        oib: string;
                        inVatSystem: boolean;
                    };
                    /** @default WEB1 */
                    premises?: string;
                    /** @default 1 */
                    device?: string;
                    /**
                     * @default yearly
                     * @enum {string}
                     */
                    numbering?: "yearly" | "continuous";
                    /**
                     * @default P
                     * @enum {string}
                     */
                    sequenceMark?: "P" | "N";
                    operatorOib: string;
                    /**
                     * @default {
                     *       "hpf": "paid",
                     *       "paypal": "paid",
                     *       "bank_transfer": "paid",
                     *       "cod": "delivered"
                     *     }
                     */
                    issueOn?: {
                        /** @enum {string} */
                        hpf: "paid" | "ready_for_shipping" | "sent" | "delivered";
                        /** @enum {string} */
                        paypal: "paid" | "ready_for_shipping" | "sent" | "delivered";
                        /** @enum {string} */
                        bank_transfer: "paid" | "ready_for_shipping" | "sent" | "delivered";
                        /** @enum {string} */
                        cod: "paid" | "ready_for_shipping" | "sent" | "delivered";
                    };
                    isFiscalised: boolean;
                    /** @default 2000 */
                    cisTimeoutMs?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeInvoicingCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeOrdersIdRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeOrdersIdRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idempotencyKey: string;
                    /** @default [] */
                    lines?: {
                        orderLineId: number;
                        qty: number;
                    }[];
                    /** @default false */
                    includeDelivery?: boolean;
                    iban?: string;
                    payoutName?: string;
                    /** @default  */
                    reason?: string;
                    caseId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeOrdersIdRefundsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        orderLineId: number;
                        qty: number;
                    }[];
                    /** @default false */
                    includeDelivery?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeOrdersIdRefundsRefundIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                refundId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficePayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficePayoutsExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficePayoutsBatchesBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficePayoutsBatchesBatchPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1GdprWebConsentFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    forWeb?: boolean;
                    assignedTo?: string;
                    assigned_to?: string;
                    /** @default 100 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            assigned_to: string | null;
                            records: {
                                /** @description The version's id: the one a visitor accepts. */
                                id: number;
                                consentId: number;
                                uniqueNumber: string;
                                displayName: string;
                                text: string;
                                version: number;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1GdprWebConsentLogCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    status: "accepted";
                    /** Format: date-time */
                    statusTimestamp: string;
                    /** @enum {string} */
                    sourceType: "cookieBanner" | "registration" | "checkout" | "form" | "newsletter";
                    consents: string[];
                    textVersion?: string;
                    user: {
                        /** @constant */
                        userType: "webUser";
                        /** Format: email */
                        email?: string;
                    };
                    assignedTo?: string;
                    acceptedConsents?: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            status: "accepted";
                            /** @description The accepted consents' unique numbers. */
                            consents: string[];
                            versions: number[];
                        } | {
                            id: number;
                            /** @constant */
                            status: "accepted";
                            statusTimestamp: string;
                            consents: string[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1GdprWebConsentMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            consentId: number;
                            versionId: number;
                            uniqueNumber: string;
                            displayName: string;
                            text: string;
                            version: number;
                            /** @enum {string} */
                            status: "accepted" | "withdrawn";
                            sourceType: string;
                            acceptedAt: string;
                            withdrawnAt: string | null;
                        }[];
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1GdprWebConsentWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consentId: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            consentId: number;
                            versionId: number;
                            uniqueNumber: string;
                            displayName: string;
                            text: string;
                            version: number;
                            /** @enum {string} */
                            status: "accepted" | "withdrawn";
                            sourceType: string;
                            acceptedAt: string;
                            withdrawnAt: string | null;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description You never gave this consent. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1GdprWebDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1GdprWebAccountDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmation: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A backoffice account cannot delete itself here (BACKOFFICE_ACCOUNT), or the call came from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MarketingNewsletterSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    language?: "hr" | "en" | "de";
                    website?: string;
                    /** @default [] */
                    acceptedConsents?: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1MarketingNewsletterConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1MarketingNewsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MarketingNewsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1MarketingNewsletterExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1MediaFilterStandard: {
        parameters: {
            query?: {
                search?: string;
                type?: "image" | "document";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1MediaUpdateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    alt?: string;
                    /** @default  */
                    caption?: string;
                    focal?: {
                        x: number;
                        y: number;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1MediaUsageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    deleteV1MediaDirectoryItemDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    targetIds: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1MediaOptionFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            allowedTypes: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/avif")[];
                            maxFileBytes: number;
                            maxFiles: number;
                            sizes: {
                                [key: string]: {
                                    width: number;
                                    height: number;
                                };
                            };
                            drives: {
                                id: number;
                                title: string;
                                itemCount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MediaCreate: {
        parameters: {
            query: {
                driveId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            driveId: number;
                            records: {
                                id: number;
                                title: string;
                                alt: string;
                                caption: string;
                                focal: {
                                    x: number;
                                    y: number;
                                };
                                mime: string;
                                size: number;
                                /** @enum {string} */
                                media_type: "image" | "document";
                                /** @description The original file: `/media/…`, or under MEDIA_S3_PUBLIC_URL with media on a bucket */
                                media_url: string;
                                /** @description The drive (the site's media library) the item is in (§3, ADR 066) */
                                driveId: number;
                                /** @description The stored path that `media_url` ends with (§3) */
                                path: string;
                                /**
                                 * @description Every library file is served from the public media URL (§3)
                                 * @enum {string}
                                 */
                                access: "public";
                                /** @description The content hash of the original (§3) */
                                hash: string;
                                createdAt: string;
                                view: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No drive with this id on the site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A file or the request is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV2MediaUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV2MediaUploadPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MediaFileGetUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
                    contentType: string;
                    size: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            method: "PUT";
                            /** Format: uri */
                            url: string;
                            key: string;
                            /** @description Seconds the URL stays valid */
                            expiresIn: number;
                            /** @description ISO time the URL expires */
                            expiresAt: string;
                            /** @description Headers signed into the URL; the PUT must send them */
                            headers: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description BUCKET_NOT_CONFIGURED: media are not on a bucket here (no MEDIA_S3_*); upload with POST /v2/media/upload instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The declared size is above 10 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MediaFileGetUploadUrlPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
                    contentType: string;
                    size: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            method: "PUT";
                            /** Format: uri */
                            url: string;
                            key: string;
                            /** @description Seconds the URL stays valid */
                            expiresIn: number;
                            /** @description ISO time the URL expires */
                            expiresAt: string;
                            /** @description Headers signed into the URL; the PUT must send them */
                            headers: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description BUCKET_NOT_CONFIGURED: media are not on a bucket here (no MEDIA_S3_*); upload with POST /v2/media/upload instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The declared size is above 10 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many uploads from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MediaFileAddFromBucket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** @description The file's own name, for its title and messages (default: the name in the key) */
                    fileName?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            title: string;
                            alt: string;
                            caption: string;
                            focal: {
                                x: number;
                                y: number;
                            };
                            mime: string;
                            size: number;
                            /** @enum {string} */
                            media_type: "image" | "document";
                            /** @description The original file: `/media/…`, or under MEDIA_S3_PUBLIC_URL with media on a bucket */
                            media_url: string;
                            /** @description The drive (the site's media library) the item is in (§3, ADR 066) */
                            driveId: number;
                            /** @description The stored path that `media_url` ends with (§3) */
                            path: string;
                            /**
                             * @description Every library file is served from the public media URL (§3)
                             * @enum {string}
                             */
                            access: "public";
                            /** @description The content hash of the original (§3) */
                            hash: string;
                            createdAt: string;
                            view: {
                                id: number;
                                alt: string;
                                title: string;
                                width: number;
                                height: number;
                                variants: {
                                    [key: string]: {
                                        [key: string]: string;
                                    };
                                };
                                src: string;
                                focus?: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No object under the key: never uploaded, or already taken in (OBJECT_NOT_FOUND). BUCKET_NOT_CONFIGURED: media are not on a bucket here (no MEDIA_S3_*); upload with POST /v2/media/upload instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The object is above 10 MB (it is deleted). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1MediaFileAddFromBucketPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** @description The file's own name, for its title and messages (default: the name in the key) */
                    fileName?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** Format: uuid */
                            token: string;
                            name: string;
                            mime: string;
                            size: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No object under the key: never uploaded, or already taken in (OBJECT_NOT_FOUND). BUCKET_NOT_CONFIGURED: media are not on a bucket here (no MEDIA_S3_*); upload with POST /v2/media/upload instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The object is above 10 MB (it is deleted). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many uploads from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderGetSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "pending_payment" | "not_paid" | "paid" | "ready_for_shipping" | "sent" | "delivered" | "not_sent" | "cancelled";
                paymentType?: "cod" | "bank_transfer" | "hpf" | "paypal";
                from?: string;
                to?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeOrdersExportCsv: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "pending_payment" | "not_paid" | "paid" | "ready_for_shipping" | "sent" | "delivered" | "not_sent" | "cancelled";
                paymentType?: "cod" | "bank_transfer" | "hpf" | "paypal";
                from?: string;
                to?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeOrdersIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "paid" | "ready_for_shipping" | "sent" | "delivered" | "cancelled";
                    /** @default  */
                    note?: string;
                    /** @default true */
                    notifyBuyer?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeOrdersIdShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrier: string;
                    trackingNumber: string;
                    /** @default  */
                    trackingUrl?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1BackofficeOrdersIdNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderGetBySlugSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderPaymentSlipFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderPgSuccessId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    details: {
                        [key: string]: string;
                    };
                    internalRedirect?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderPgReturnId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderPgNotifyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderPaypalSuccessId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    details: {
                        [key: string]: string;
                    };
                    internalRedirect?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderProcessorProcessorReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderProcessorProcessorReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processor: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1EcommerceOrderProcessorProcessorCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderProcessorProcessorCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processor: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1EcommerceOrderProcessorProcessorNotify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processor: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsPipelineHasRunningPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1ProductWebGet: {
        parameters: {
            query?: {
                slug?: string;
                id?: number;
                store?: string;
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1ProductWebFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keywords?: string;
                    filters?: {
                        key: string;
                        value: boolean | number | string | (number | string)[] | {
                            min?: number | null;
                            max?: number | null;
                        };
                    }[];
                    mainCategory?: number | string;
                    select?: number[];
                    limit?: unknown | string;
                    page?: unknown | string;
                    sort?: ("newest" | "oldest" | "priceAsc" | "priceDesc" | "nameAsc" | "nameDesc" | "priorityAsc" | "priorityDesc") | {
                        param: string;
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                    };
                    store?: string;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                            pagination: {
                                page: number;
                                perPage: number;
                                limit: number;
                                total: number;
                                lastPage: number;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1ProductLayeredNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keywords?: string;
                    filters?: {
                        key: string;
                        value: boolean | number | string | (number | string)[] | {
                            min?: number | null;
                            max?: number | null;
                        };
                    }[];
                    mainCategory?: number | string;
                    select?: number[];
                    limit?: unknown | string;
                    page?: unknown | string;
                    sort?: ("newest" | "oldest" | "priceAsc" | "priceDesc" | "nameAsc" | "nameDesc" | "priorityAsc" | "priorityDesc") | {
                        param: string;
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                    };
                    store?: string;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1ProductWebCategoryGetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1ProductWebCategoryFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: {
                        /** @enum {string} */
                        key: "parent" | "ids";
                        value: (number | null) | number[];
                    }[];
                    sort?: {
                        param: string;
                        /** @enum {string} */
                        order: "asc" | "desc";
                    };
                    tree?: boolean;
                    page?: unknown | string;
                    limit?: unknown | string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1ProductWebTagFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tags: (string | number)[];
                    page?: unknown | string;
                    limit?: unknown | string;
                    sort?: ("newest" | "oldest" | "priceAsc" | "priceDesc" | "nameAsc" | "nameDesc" | "priorityAsc" | "priorityDesc") | {
                        param: string;
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: number;
                                slug: string;
                                name: string;
                                sku: string;
                                /** @enum {string} */
                                format: "simple" | "configurable" | "bundle" | "eProduct";
                                price: number;
                                basicPrice: number;
                                membershipPrice: number | null;
                                /** @enum {string} */
                                type: "physical" | "digital";
                                infiniteQuantity: boolean;
                                retailPrice: number;
                                priorPrice: number;
                                discount: number;
                                featured: boolean;
                                media: {
                                    id: number;
                                    alt: string;
                                    title: string;
                                    width: number;
                                    height: number;
                                    variants: {
                                        [key: string]: {
                                            [key: string]: string;
                                        };
                                    };
                                    src: string;
                                    focus?: string;
                                } | null;
                                stockQuantity: number | null;
                                available: boolean;
                                isPurchasable: boolean;
                                rating: number;
                                reviewCount: number;
                            }[];
                            pagination: {
                                page: number;
                                perPage: number;
                                limit: number;
                                total: number;
                                lastPage: number;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1ProductWebCheckBundles: {
        parameters: {
            query: {
                product: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsRedirectFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsRedirectCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: starts_with */
                    fromPath: string;
                    toTarget: string;
                    /** @default 301 */
                    statusCode?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsRedirectDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1SettingsGeneralUser: {
        parameters: {
            query?: {
                group?: "site" | "shop" | "comments" | "private";
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1SettingsCommons: {
        parameters: {
            query: {
                type: "languages" | "countries";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1SettingsDomainFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV2SettingsDomainDetect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeSiteOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    putV1BackofficeSiteOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    SiteName: string;
                    HomePageSlug: string;
                    CartAddition: number;
                    AllowedCountries: "ALL" | string[];
                    SkipShippingStep: boolean;
                    SpecialCharValidation: boolean;
                    ConsentValidation: boolean;
                    /** Format: email */
                    ShopEmail: string;
                    ContactEmail: string | null;
                    MailSenderName?: string | null;
                    MailSenderAddress?: string | null;
                    BankTransfer?: {
                        iban: string;
                        recipient: string;
                        street: string;
                        city: string;
                        /** @enum {string} */
                        model: "HR00" | "HR01";
                        purposeCode: string;
                    } | null;
                    CommentsRequireApproval: boolean;
                    ReviewsEnabled: boolean;
                    CommentsLoggedUsersOnly: boolean;
                    CommentsOneUserOneComment: boolean;
                    CommentEditNotAllowed: boolean;
                    /** @default true */
                    RefundCouponCountsAsUsed?: boolean;
                    WithdrawalPeriodDays?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope, or: A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeAudit: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                actor?: string;
                action?: string;
                entityType?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1BackofficeNewsletter: {
        parameters: {
            query: {
                page: number;
                perPage: number;
                status?: "pending" | "confirmed" | "unsubscribed";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsSocialGettersGetIgByHashtags: {
        parameters: {
            query: {
                hashtags: string | string[];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: string;
                                caption: string;
                                imageUrl: string;
                                permalink: string;
                                timestamp: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1CmsSocialGettersGetIgByHashtags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hashtags: string | string[];
                    /** @default 9 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            records: {
                                id: string;
                                caption: string;
                                imageUrl: string;
                                permalink: string;
                                timestamp: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1CmsSocialGettersIgImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No cached post with this id, or its image cannot be fetched. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1UserWebProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            email: string;
                            details: {
                                firstName: string;
                                lastName: string;
                            };
                            memberCardBarcode: string | null;
                            isBackofficeUser: boolean;
                            /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                            scope: string[];
                            company: {
                                name: string | null;
                                address: string | null;
                            };
                            addresses: {
                                id: number;
                                /** @enum {string} */
                                type: "main" | "billing" | "shipping" | "other";
                                firstName: string;
                                lastName: string;
                                contactEmail: string;
                                contactPhone: string;
                                street: string;
                                houseNumber: string;
                                zipCode: string;
                                city: string;
                                country: string;
                                region: string | null;
                                companyName: string | null;
                                companyOIB: string | null;
                                isDefaultDelivery: boolean;
                                isDefaultBilling: boolean;
                            }[];
                            verified: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1UserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            email: string;
                            details: {
                                firstName: string;
                                lastName: string;
                            };
                            memberCardBarcode: string | null;
                            isBackofficeUser: boolean;
                            /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                            scope: string[];
                            company: {
                                name: string | null;
                                address: string | null;
                            };
                            addresses: {
                                id: number;
                                /** @enum {string} */
                                type: "main" | "billing" | "shipping" | "other";
                                firstName: string;
                                lastName: string;
                                contactEmail: string;
                                contactPhone: string;
                                street: string;
                                houseNumber: string;
                                zipCode: string;
                                city: string;
                                country: string;
                                region: string | null;
                                companyName: string | null;
                                companyOIB: string | null;
                                isDefaultDelivery: boolean;
                                isDefaultBilling: boolean;
                            }[];
                            verified: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The login lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1UserWebVerifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            verified: true;
                            userId: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserWebVerifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            verified: true;
                            userId: number;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserWebRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    details: {
                        firstName: string;
                        lastName: string;
                    };
                    email: string;
                    password: string;
                    username?: string;
                    memberCardBarcode?: string;
                    addresses?: {
                        /**
                         * @default main
                         * @enum {string}
                         */
                        type?: "main" | "billing" | "shipping" | "other";
                        firstName: string;
                        lastName: string;
                        contactEmail: string;
                        contactPhone: string;
                        country: string;
                        city: string;
                        street: string;
                        houseNumber: string;
                        zipCode: string;
                        region?: string;
                        companyName?: string;
                        companyOIB?: string;
                    }[];
                    /** @default [] */
                    acceptedConsents?: number[];
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            user: {
                                id: number;
                                email: string;
                                details: {
                                    firstName: string;
                                    lastName: string;
                                };
                                memberCardBarcode: string | null;
                                isBackofficeUser: boolean;
                                /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                                scope: string[];
                                company: {
                                    name: string | null;
                                    address: string | null;
                                };
                                addresses: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "main" | "billing" | "shipping" | "other";
                                    firstName: string;
                                    lastName: string;
                                    contactEmail: string;
                                    contactPhone: string;
                                    street: string;
                                    houseNumber: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    region: string | null;
                                    companyName: string | null;
                                    companyOIB: string | null;
                                    isDefaultDelivery: boolean;
                                    isDefaultBilling: boolean;
                                }[];
                                verified: boolean;
                            };
                            /** @constant */
                            verificationToken: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description An account with this e-mail exists, or the member card is another account's. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1UserWebUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    details: {
                        firstName: string;
                        lastName: string;
                    };
                    email: string;
                    username?: string;
                    memberCardBarcode?: string | null;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            email: string;
                            details: {
                                firstName: string;
                                lastName: string;
                            };
                            memberCardBarcode: string | null;
                            isBackofficeUser: boolean;
                            /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                            scope: string[];
                            company: {
                                name: string | null;
                                address: string | null;
                            };
                            addresses: {
                                id: number;
                                /** @enum {string} */
                                type: "main" | "billing" | "shipping" | "other";
                                firstName: string;
                                lastName: string;
                                contactEmail: string;
                                contactPhone: string;
                                street: string;
                                houseNumber: string;
                                zipCode: string;
                                city: string;
                                country: string;
                                region: string | null;
                                companyName: string | null;
                                companyOIB: string | null;
                                isDefaultDelivery: boolean;
                                isDefaultBilling: boolean;
                            }[];
                            verified: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Another account has this e-mail, or the member card is another account's. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many member card checks; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserWebValidateMembersBarcode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    barcode: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            isValid: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many member card checks; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserWebAddressCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default main
                     * @enum {string}
                     */
                    type?: "main" | "billing" | "shipping" | "other";
                    firstName: string;
                    lastName: string;
                    contactEmail: string;
                    contactPhone: string;
                    country: string;
                    city: string;
                    street: string;
                    houseNumber: string;
                    zipCode: string;
                    region?: string;
                    companyName?: string;
                    companyOIB?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "main" | "billing" | "shipping" | "other";
                            firstName: string;
                            lastName: string;
                            contactEmail: string;
                            contactPhone: string;
                            street: string;
                            houseNumber: string;
                            zipCode: string;
                            city: string;
                            country: string;
                            region: string | null;
                            companyName: string | null;
                            companyOIB: string | null;
                            isDefaultDelivery: boolean;
                            isDefaultBilling: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    patchV1UserWebAddressUpdateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "main" | "billing" | "shipping" | "other";
                    firstName?: string;
                    lastName?: string;
                    contactEmail?: string;
                    contactPhone?: string;
                    country?: string;
                    city?: string;
                    street?: string;
                    houseNumber?: string;
                    zipCode?: string;
                    region?: string;
                    companyName?: string;
                    companyOIB?: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "main" | "billing" | "shipping" | "other";
                            firstName: string;
                            lastName: string;
                            contactEmail: string;
                            contactPhone: string;
                            street: string;
                            houseNumber: string;
                            zipCode: string;
                            city: string;
                            country: string;
                            region: string | null;
                            companyName: string | null;
                            companyOIB: string | null;
                            isDefaultDelivery: boolean;
                            isDefaultBilling: boolean;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description You have no address with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserWebUpdateGuestUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    details?: {
                        firstName?: string;
                        lastName?: string;
                    };
                    addresses?: {
                        /**
                         * @default main
                         * @enum {string}
                         */
                        type?: "main" | "billing" | "shipping" | "other";
                        firstName: string;
                        lastName: string;
                        contactEmail: string;
                        contactPhone: string;
                        country: string;
                        city: string;
                        street: string;
                        houseNumber: string;
                        zipCode: string;
                        region?: string;
                        companyName?: string;
                        companyOIB?: string;
                    }[];
                    company?: {
                        name?: string;
                        oib?: string;
                        address?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            changed: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No login. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            sent: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserLoginLinkRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            sent: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserLoginLinkLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            tokens: {
                                accessToken: string;
                                refreshToken: string;
                                /** @description Seconds until the access token expires. */
                                expiresIn: number;
                            };
                            user: {
                                id: number;
                                email: string;
                                details: {
                                    firstName: string;
                                    lastName: string;
                                };
                                memberCardBarcode: string | null;
                                isBackofficeUser: boolean;
                                /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                                scope: string[];
                                company: {
                                    name: string | null;
                                    address: string | null;
                                };
                                addresses: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "main" | "billing" | "shipping" | "other";
                                    firstName: string;
                                    lastName: string;
                                    contactEmail: string;
                                    contactPhone: string;
                                    street: string;
                                    houseNumber: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    region: string | null;
                                    companyName: string | null;
                                    companyOIB: string | null;
                                    isDefaultDelivery: boolean;
                                    isDefaultBilling: boolean;
                                }[];
                                verified: boolean;
                            };
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserPasswordSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @constant */
                            changed: true;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Too many attempts from this address or for this account; wait and retry (Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    getV1UserSocialRedirectLogin: {
        parameters: {
            query: {
                provider: string;
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description No social login provider with this name is configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    postV1UserSocialOauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider?: string;
                    code: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description The envelope with `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            tokens: {
                                accessToken: string;
                                refreshToken: string;
                                /** @description Seconds until the access token expires. */
                                expiresIn: number;
                            };
                            user: {
                                id: number;
                                email: string;
                                details: {
                                    firstName: string;
                                    lastName: string;
                                };
                                memberCardBarcode: string | null;
                                isBackofficeUser: boolean;
                                /** @description Backoffice scopes: admin, settings, content, catalog, orders, users. */
                                scope: string[];
                                company: {
                                    name: string | null;
                                    address: string | null;
                                };
                                addresses: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "main" | "billing" | "shipping" | "other";
                                    firstName: string;
                                    lastName: string;
                                    contactEmail: string;
                                    contactPhone: string;
                                    street: string;
                                    houseNumber: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    region: string | null;
                                    companyName: string | null;
                                    companyOIB: string | null;
                                    isDefaultDelivery: boolean;
                                    isDefaultBilling: boolean;
                                }[];
                                verified: boolean;
                            };
                            returnTo: string;
                        };
                    };
                };
            };
            /** @description A refused payload, query or path parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description A call with the login cookies from another site (CROSS_SITE_REQUEST). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The provider of this login is no longer configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description The body is over the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
}
