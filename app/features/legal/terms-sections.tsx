import { Link } from "react-router";
import { CONTACT_EMAIL, PRODUCT_NAME } from "#core/brand.ts";
import type { LegalSection } from "./legal-page.tsx";

// The terms of use (docs/product.md#public-screens), in the order listed there.

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

/** The terms, with the governing law named by the LEGAL_JURISDICTION setting. */
export const termsSections = ({ jurisdiction }: { jurisdiction: string }): LegalSection[] => [
  {
    id: "acceptance-of-terms",
    title: "Acceptance of Terms",
    content: (
      <>
        <p>
          These Terms of Use govern your use of the {PRODUCT_NAME} website and dashboard (together, the “site”),
          operated by {PRODUCT_NAME} (“Arcwell”, “we”, “us”). By using the site you agree to these terms and to our{" "}
          <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the site.
        </p>
        <p>
          These terms cover the site only. Any work we do for you — strategy, design, development or growth — is
          governed by a separate written agreement, which takes precedence over these terms for that work.
        </p>
      </>
    ),
  },
  {
    id: "use-license",
    title: "Use License",
    content: (
      <>
        <p>
          The text, images, design, logos and code of the site belong to Arcwell or to the people who license them to
          us. We give you a personal, non-exclusive, non-transferable licence to view the site and to keep one copy of
          its pages for your own non-commercial reference. This is a licence, not a transfer of ownership, and under it
          you may not:
        </p>
        <ul>
          <li>modify, republish or sell the materials, or use them for any commercial purpose or public display;</li>
          <li>attempt to decompile or reverse engineer any software on the site;</li>
          <li>remove any copyright or other proprietary notices;</li>
          <li>copy the materials to another server or “mirror” them.</li>
        </ul>
        <p>
          Sharing a link to an article or case study, or quoting a short passage with credit and a link back, is
          welcome. This licence ends automatically if you break these terms, and you must then delete any copies you
          have made.
        </p>
      </>
    ),
  },
  {
    id: "disclaimer",
    title: "Disclaimer",
    content: (
      <>
        <p>
          The site and its materials are provided “as is” and “as available”. To the extent the law allows, we make no
          warranties, express or implied, including warranties of merchantability, fitness for a particular purpose,
          non-infringement, or that the site will be uninterrupted or free of errors.
        </p>
        <p>
          Our journal articles and case studies share general information and our own experience. They are not legal,
          financial, tax or investment advice. Information shown in the investor dashboard is for discussion only and is
          not an offer to sell, or a solicitation to buy, any security.
        </p>
      </>
    ),
  },
  {
    id: "limitations",
    title: "Limitations",
    content: (
      <p>
        To the extent the law allows, Arcwell and its team, partners and suppliers are not liable for any indirect,
        incidental, special or consequential damages, or for loss of data, profit or business, arising from your use of
        — or inability to use — the site, even if we were told such damage was possible. Some jurisdictions do not allow
        these limitations, so they may not apply to you. Nothing in these terms limits liability that cannot be limited
        by law, such as liability for fraud or for death or personal injury caused by negligence.
      </p>
    ),
  },
  {
    id: "accuracy-of-materials",
    title: "Accuracy of Materials",
    content: (
      <p>
        We work hard to keep the site accurate, but its materials may contain technical, typographical or photographic
        errors, and some may be out of date. Results described in case studies reflect the circumstances of those
        projects and are not a promise of similar results. We may change the site’s materials at any time without
        notice, but we do not commit to updating them.
      </p>
    ),
  },
  {
    id: "links",
    title: "Links",
    content: (
      <p>
        The site links to websites we do not operate, including the sites of ventures in our portfolio, social networks
        and video services. We have not reviewed every linked site and are not responsible for their content, products
        or privacy practices. A link does not mean we endorse the site; you visit linked sites at your own risk and
        under their own terms.
      </p>
    ),
  },
  {
    id: "modifications",
    title: "Modifications",
    content: (
      <p>
        We may revise these terms from time to time. The version in force is always the one on this page, with its “Last
        updated” date; if a change is significant we will point it out on the site before it takes effect. By continuing
        to use the site after a change, you agree to the revised terms.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Accounts",
    content: (
      <>
        <p>
          The dashboard is available only to Arcwell staff and to investors we invite. If you have access, you agree to:
        </p>
        <ul>
          <li>keep your sign-in details and the investor password confidential, and not share them with anyone;</li>
          <li>
            take responsibility for what happens under your account, and tell us at once at {mail} if you suspect
            misuse;
          </li>
          <li>
            treat the information in the dashboard — including venture figures, plans and documents — as confidential.
          </li>
        </ul>
        <p>
          We may suspend or end access to the dashboard at any time, in particular if we believe an account is being
          misused or these terms are being broken. Staff who publish content through the dashboard must have the right
          to publish it.
        </p>
      </>
    ),
  },
  {
    id: "prohibited-uses",
    title: "Prohibited Uses",
    content: (
      <>
        <p>You may not use the site to:</p>
        <ul>
          <li>break any law or regulation, or infringe anyone’s intellectual property or privacy;</li>
          <li>
            send spam, false information or messages that impersonate someone else, including through the contact form;
          </li>
          <li>upload or transmit viruses or any other harmful code;</li>
          <li>
            gain, or try to gain, unauthorised access to the site, its dashboard, accounts or systems, or test their
            security without our written permission;
          </li>
          <li>
            overload or disrupt the site, or collect its content with automated tools in a way that ignores our
            robots.txt file or places an unreasonable load on our servers.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law",
    content: (
      <p>
        These terms are governed by the laws of {jurisdiction}, where {PRODUCT_NAME} is established, without regard to
        conflict-of-law rules, and the courts of {jurisdiction} have jurisdiction over any dispute about them. If you
        use the site as a consumer, you also keep the protection of the mandatory laws of the country where you live. If
        any part of these terms is found unenforceable, the rest stays in effect.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact Us",
    content: (
      <p>
        Questions about these terms? Email {PRODUCT_NAME} at {mail} or{" "}
        <Link to="/?contact=true">send us a message</Link>. We reply within 24 hours.
      </p>
    ),
  },
];
