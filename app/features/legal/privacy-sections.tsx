import { Link } from "react-router";
import { CONTACT_EMAIL, PRODUCT_NAME } from "#core/brand.ts";
import type { LegalSection } from "./legal-page.tsx";

// The privacy policy (docs/product.md#public-screens). It describes what this site really does: contact enquiries
// are stored, signed-in staff and investors get one session cookie, the investor gate keeps
// a token in local storage, page views are counted on the server without cookies (decision 051),
// and there are no analytics or advertising cookies.

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

/**
 * The policy, with the enquiry retention of ENQUIRY_RETENTION_MONTHS (0: until deleted), and page
 * counting as ANALYTICS and ANALYTICS_RETENTION_MONTHS (0: kept) set it.
 */
export const privacySections = ({
  enquiryRetentionMonths,
  countsPageViews,
  analyticsRetentionMonths,
}: {
  enquiryRetentionMonths: number;
  countsPageViews: boolean;
  analyticsRetentionMonths: number;
}): LegalSection[] => [
  {
    id: "introduction",
    title: "Introduction",
    content: (
      <>
        <p>
          This Privacy Policy explains how {PRODUCT_NAME} (“Arcwell”, “we”, “us”) collects, uses and protects personal
          information when you visit our website, send us an enquiry, or sign in to our dashboard. Arcwell is
          responsible for the personal information described here.
        </p>
        <p>
          We collect as little as we can. You can read everything on this website — our services, portfolio, case
          studies and journal — without creating an account, without cookies and without being followed from one day to
          the next. If anything here is unclear, write to us at {mail}.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Contact enquiries.</strong> When you use our contact form we collect your name, your email address,
            your WhatsApp number if you choose to give it, and what you tell us about the project you are interested in.
          </li>
          <li>
            <strong>Newsletter.</strong> If you sign up for our journal&apos;s newsletter, we keep your email address,
            the page you signed up from and the dates you signed up, confirmed and unsubscribed. We send nothing until
            you confirm with the link in our first mail, and delete an address not confirmed within 7 days. Every mail
            has an unsubscribe link; using it stops the newsletter at once.
          </li>
          <li>
            <strong>Dashboard accounts.</strong> Our dashboard is for Arcwell staff and invited investors. When you sign
            in we receive your email address and, if your sign-in provider shares them, your first name, last name and
            profile picture. We store these together with your role (owner, team member or investor). If you use our own
            sign-in page, we also store a securely hashed version of your password — never the password itself.
          </li>
          <li>
            <strong>Investor access.</strong> When you enter the investor password behind the Investor button, we check
            it on our server and do not store it. Instead we give your browser an access token (see{" "}
            <a href="#cookies">Cookies</a>).
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <p>
          Like every website, our servers receive technical details with each request: your IP address, your browser’s
          user agent, the page you asked for and the time. We use them in short-lived server logs to keep the site
          running and secure, and to limit abuse such as repeated contact-form submissions. We do not use them to build
          a profile of you.
        </p>
        {countsPageViews ? (
          <>
            <h3 id="page-counts">How we count visits</h3>
            <p>
              To learn which pages are read and which ones lead people to contact us, our own server counts page views.
              It needs no cookie and no script in your browser, and no other company is involved. For each page shown we
              add one to that page&apos;s count for the day, and we note the website that sent you there (its name only,
              such as “example.com”, never the full address) and any campaign tags in the link you followed (utm_source,
              utm_medium, utm_campaign).
            </p>
            <p>
              To count a person once a day rather than once per page, the server mixes your IP address and browser user
              agent with a random value that changes every day and turns them into a code that cannot be turned back.
              Neither your address nor your user agent is stored, and the day&apos;s random value is deleted when the
              day ends, so nobody — us included — can link your visits on two different days. The codes themselves are
              deleted after two days; what remains are daily totals with nothing in them about any one person. If you
              send an enquiry, we note with it the first page you visited that day, the website that sent you and the
              campaign tags, so we know which page brought it.
            </p>
            <p>
              We do not count your visit if your browser sends the Global Privacy Control signal (Sec-GPC), and we do
              not count search-engine crawlers or signed-in staff.{" "}
              {analyticsRetentionMonths > 0
                ? `We keep the daily totals for ${analyticsRetentionMonths} months.`
                : "We keep the daily totals until we delete them."}
            </p>
          </>
        ) : null}
        <h3>What we do not collect</h3>
        <p>
          We do not use analytics services of other companies, advertising or social-media tracking tools, we do not
          collect payment details, and we do not knowingly collect information from children under 16.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Information",
    content: (
      <>
        <p>We use personal information only to:</p>
        <ul>
          <li>reply to your enquiry and talk with you about your project — we aim to answer within 24 hours;</li>
          <li>sign you in to the dashboard and show you what your role allows you to see;</li>
          <li>keep the website secure, prevent spam and abuse, and find and fix problems;</li>
          {countsPageViews ? (
            <li>know, as daily totals, which pages are read and which ones lead people to contact us;</li>
          ) : null}
          <li>meet our legal obligations, for example keeping business records.</li>
        </ul>
        <p>
          Where data-protection law asks for a legal basis, we rely on taking steps at your request before a possible
          contract (your enquiry), our legitimate interest in running a secure website and dashboard, and legal
          obligations. We do not sell your information, we do not use it for automated decisions about you, and we do
          not add you to a mailing list unless you ask us to.
        </p>
      </>
    ),
  },
  {
    id: "sharing-of-information",
    title: "Sharing of Information",
    content: (
      <>
        <p>We do not sell or rent personal information. We share it only with:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that host our website, database, file storage and email, and that act on
            our instructions under a contract that requires them to protect it;
          </li>
          <li>
            <strong>Your sign-in provider</strong>, which confirms your identity when you sign in to the dashboard;
          </li>
          <li>
            <strong>Professional advisers and authorities</strong> when the law requires it, or to protect our rights
            and the safety of others;
          </li>
          <li>
            <strong>A successor business</strong> if Arcwell is involved in a merger or acquisition, in which case we
            will tell you before your information becomes subject to a different policy.
          </li>
        </ul>
        <p>
          Some of these providers may process information outside your country. When they do, we use safeguards that the
          law recognises, such as standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: "data-security",
    title: "Data Security",
    content: (
      <>
        <p>
          We protect information with encryption in transit (HTTPS), hashed passwords, a session cookie that page
          scripts cannot read, a strict content security policy, and access to enquiries limited to the people at
          Arcwell who need it. No method of transmission or storage is completely secure, but we review our safeguards
          regularly and will tell you and the relevant authorities about a breach where the law requires it.
        </p>
        <h3>How long we keep information</h3>
        <ul>
          <li>
            <strong>Contact enquiries:</strong> as long as we need to answer and follow up
            {enquiryRetentionMonths > 0
              ? `, and no longer than ${enquiryRetentionMonths} months after our last exchange unless we start working together.`
              : ", and we delete them once we no longer need them, unless we start working together."}
          </li>
          <li>
            <strong>Dashboard accounts:</strong> while your access is active; we delete them on request or when access
            ends.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> they expire 7 days after your last visit, or at once when you sign out.
          </li>
          <li>
            <strong>Server logs:</strong> a few weeks at most, unless we need them to investigate a security incident.
          </li>
          {countsPageViews ? (
            <li>
              <strong>Page counts:</strong> the daily codes described under “How we count visits” for two days; the
              daily totals{" "}
              {analyticsRetentionMonths > 0 ? `for ${analyticsRetentionMonths} months.` : "until we delete them."}
            </li>
          ) : null}
        </ul>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    content: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>have inaccurate information corrected;</li>
          <li>have your information deleted;</li>
          <li>object to, or ask us to restrict, how we use it;</li>
          <li>receive your information in a portable format;</li>
          <li>complain to your local data-protection authority.</li>
        </ul>
        <p>
          To use any of these rights, email {mail}. We will answer within 30 days and may ask you to confirm your
          identity first. We will never charge you or treat you differently for asking.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <>
        <p>
          We use no analytics, advertising or tracking cookies: the page counts described above need none. Visitors who
          only read the website get no cookies from us at all. The few items below are strictly necessary for signing
          in, which is why we do not show a cookie banner.
        </p>
        <ul>
          <li>
            <strong>Session cookie (arcwell.sid).</strong> Set only when staff or investors sign in to the dashboard, to
            keep you signed in. It is HttpOnly (page scripts cannot read it), sent only to our site, and expires 7 days
            after your last visit or when you sign out.
          </li>
          <li>
            <strong>Sign-in provider cookies.</strong> While you sign in, the sign-in service sets its own strictly
            necessary cookies to protect the sign-in and remember your session with it. They end when you sign out or
            when they expire.
          </li>
          <li>
            <strong>Investor access token (local storage).</strong> After you enter the investor password, your browser
            keeps an access token issued by us under the name “investorPassword”, so you do not have to enter the
            password again. It is not the password itself. Clearing your browser’s site data removes it.
          </li>
        </ul>
        <p>
          You can block or delete cookies in your browser settings; if you do, signing in to the dashboard will not
          work.
        </p>
      </>
    ),
  },
  {
    id: "third-party-links",
    title: "Third-Party Links",
    content: (
      <>
        <p>
          Our website links to other sites, such as the websites of the ventures in our portfolio and social networks
          you can share an article to. Some journal articles include videos hosted by video-sharing services: their
          preview images load from those services, and the player loads only when you choose to play a video. These
          sites and services have their own privacy policies, which we do not control; please read them before giving
          them any information.
        </p>
      </>
    ),
  },
  {
    id: "changes-to-this-policy",
    title: "Changes to This Policy",
    content: (
      <p>
        We may update this policy when our website or the law changes. We will change the “Last updated” date at the top
        of this page and, if a change is significant, point it out on our website before it takes effect.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact Us",
    content: (
      <p>
        For any question about this policy or your personal information, email {PRODUCT_NAME} at {mail} or{" "}
        <Link to="/?contact=true">send us a message</Link>. We reply within 24 hours.
      </p>
    ),
  },
];
