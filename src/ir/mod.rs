//! LLVM IR text: lexer, parser (steps 1–4 of Algorithm 9.3.7), the in-memory module, printer.
//!
//! `parse` reads a whole module, as LLVM's parser does before the verifier runs: the first
//! parser error anywhere wins over any verifier error (llvm-facts, Order 1).

mod consts;
mod fxhash;
mod insts;
pub mod lexer;
pub mod module;
mod parser;
pub mod types;

pub use module::{
    Block, BlockId, Function, Inst, InstId, Module, Op, Operand, SymDef, SymId, Value,
};
pub use parser::ParseError;
pub use types::{TypeId, Types};

/// Parses a module's text, stopping at the first error as LLVM does.
pub fn parse(src: &[u8]) -> Result<Module, ParseError> {
    parser::Parser::new(src).parse_module()
}
