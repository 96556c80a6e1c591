/*
 * LD_PRELOAD shim for WebKitGTK's MiniBrowser under WebDriver (tests/engines/support/webkit.ts).
 * In automation mode MiniBrowser always makes an ephemeral website data manager, so IndexedDB,
 * Cache Storage, service workers and the HTTP cache vanish with the browser. A family's Safari
 * keeps them: this answers webkit_website_data_manager_new_ephemeral() with a persistent manager
 * on the test profile's folders (CCIS_WEBKIT_DATA_DIR, CCIS_WEBKIT_CACHE_DIR), as MiniBrowser
 * without --automation and Epiphany do. Without those variables it changes nothing.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>

typedef void *(*new_manager_fn)(const char *first_property_name, ...);
typedef void *(*new_ephemeral_fn)(void);

void *webkit_website_data_manager_new_ephemeral(void) {
  const char *data = getenv("CCIS_WEBKIT_DATA_DIR");
  const char *cache = getenv("CCIS_WEBKIT_CACHE_DIR");
  if (data && cache && *data && *cache) {
    new_manager_fn make = (new_manager_fn)dlsym(RTLD_NEXT, "webkit_website_data_manager_new");
    if (make) return make("base-data-directory", data, "base-cache-directory", cache, (char *)NULL);
  }
  new_ephemeral_fn ephemeral = (new_ephemeral_fn)dlsym(RTLD_NEXT, "webkit_website_data_manager_new_ephemeral");
  return ephemeral ? ephemeral() : NULL;
}
