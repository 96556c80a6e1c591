// The Thai address picker, a form field of its own (used by the bus registration), and the names
// of a chosen address for summaries. Its data loads with it: one small chunk per province.

export { AddressPicker, type AddressPickerLabels, type AddressPickerProps } from './address-picker';
export { usePlaceNames, type PlaceCodes, type PlaceNames } from './use-place-names';
