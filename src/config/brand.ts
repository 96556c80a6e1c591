// The school's identity in one place: the name, the slug used in routes, contact facts.
// The school is fictional (docs/decisions.md §3); change it here and every page follows.

export const brand = {
  name: 'Coconut Coast International School',
  shortName: 'CCIS',
  /** Used in the routes `/why-{slug}` and `/{slug}-policies`. */
  slug: 'ccis',
  island: 'Koh Samui',
  phone: '+66 77 123 456',
  phoneHref: 'tel:+6677123456',
  email: 'admissions@coconutcoast.school',
  address: '99/9 Moo 1, Bophut, Koh Samui, Surat Thani 84320, Thailand',
  mapUrl: 'https://www.openstreetmap.org/?mlat=9.5354&mlon=100.0613#map=15/9.5354/100.0613',
  /** Public origin used for canonical URLs and the sitemap; overridable by configuration. */
  defaultOrigin: 'https://www.coconutcoast.school',
  themeColor: '#0b5563',
  backgroundColor: '#fdfaf3',
} as const;
