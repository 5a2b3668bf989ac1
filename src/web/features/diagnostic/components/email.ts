/** A quick shape check of an e-mail before saving a draft or sending the form (the server checks it fully). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
