/** Entry point of the terminal PWA: defines <pos-app>, which loads everything else. */
import "./shell/pos-app/pos-app.ts";
