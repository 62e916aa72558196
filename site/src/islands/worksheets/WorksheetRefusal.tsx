/**
 * Said above a worksheet's figures while a field is outside its bounds (issue 28): the figures
 * would be meaningless (or infinite), so they wait until the field says what is allowed is met.
 */
export default function WorksheetRefusal() {
  return (
    <p className="worksheet-refusal">
      A number is outside what this worksheet can work with: the marked field says what it accepts.
    </p>
  );
}
