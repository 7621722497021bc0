// Package ptx parses PTX assembly text (ISA 6.x–9.0, as emitted by nvcc 11.8 and 13.0) into a
// syntax tree: module directives, module variables with their initializers, functions with their
// parameters and performance directives, and function bodies as a flat list of statements
// (instructions, labels, declarations, .loc, block begin/end markers for { } scopes).
//
// Parse reads a module whole. It checks syntax and the instruction names; it does not check
// operand types or modifier combinations (the sim package does that when it lowers a function).
// Errors carry cu.ErrorInvalidPTX with "line L col C: ..." or cu.ErrorUnsupportedPTXVersion for a
// .version newer than MaxVersion.
//
// ParseLazy, the loader's entry point, reads a skeleton with the same parser: everything but the
// bodies' instructions, which it checks as statements, with the names they use and the operand
// types of arithmetic (what ptxas refuses at a load); Function.Stmts parses a body when the
// engine lowers it, and a statement it cannot read is a FormError, that function's refusal
// (lazy.go; docs/engine.md "Skeleton and lazy bodies").
//
// A parse allocates little besides the tree: tokens are streamed, every name in the tree is a
// substring of one copy of the source (so a Module keeps that copy alive), and instructions,
// modifiers and operands are carved from shared slabs (their slices are capped, so appending to
// one never writes into another).
package ptx
