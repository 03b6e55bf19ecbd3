/** Admin (issue 13): book upload, the book editor, lookups and the creators check. */
export { AdminBooksList } from './books-list.tsx';
export { AdminBookEditor } from './book-editor.tsx';
export { AdminBookPreview } from './book-preview.tsx';
