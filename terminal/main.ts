/** Entry point of the terminal PWA: defines <pos-app>, which loads everything else. */
import "./app/pos-app/pos-app.ts";
