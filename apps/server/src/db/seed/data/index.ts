export * from './codes.js';
export * from './faq.js';
export * from './terms.js';
export * from './banners.js';
export * from './contractors.js';
export * from './reviews.js';
