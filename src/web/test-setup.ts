// Web unit tests render and translate synchronously: both languages are loaded up front.
import './locales/all';
