// Docusaurus's BaseUrlIssueBanner, in the browser build. The server render writes the banner's
// check script into the home page; in the browser the component renders nothing, yet `main`
// carried the banner's HTML and script as strings. Only its stylesheet is kept: it hides the
// banner whenever the site's CSS loads.
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

export default function BaseUrlIssueBanner(): null {
  return null;
}
