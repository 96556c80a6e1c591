// A dedicated worker that pays for ICU's set-up off the page's main thread. The first Intl call in
// a browser process makes the engine build its tables of locales (17-45 ms in Chromium here, one
// native call nothing can split); those tables are the process's, so once this worker has made
// the call, react-intl's own calls on the main thread find them built. Started by src/boot.ts with
// the page's language as the worker's name; it closes itself when done.
// (Typed against the page's DOM library: `self.name` and `self.close()` exist in both.)

const tag = self.name || 'en';
Intl.NumberFormat.supportedLocalesOf(tag);
Intl.DateTimeFormat.supportedLocalesOf(tag);
self.close();
