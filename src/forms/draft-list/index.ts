export { DraftList, type DraftListProps } from './draft-list';
