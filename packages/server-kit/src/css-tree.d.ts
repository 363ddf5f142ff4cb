// css-tree's types describe its main module only; these two parts are all the sanitiser loads (not the lexer's data).
declare module "css-tree/tokenizer" {
  export { tokenize, tokenTypes } from "css-tree";
}
declare module "css-tree/utils" {
  export { ident, string, url } from "css-tree";
}
