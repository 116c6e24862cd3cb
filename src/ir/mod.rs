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
    Block, BlockId, ConstId, Consts, Function, Inst, InstId, ModuleCtx, Op, Operand, SymDef, SymId,
    Value,
};
pub use parser::ParseError;
pub use types::{TypeId, Types};

/// Parses a module's text, stopping at the first error as LLVM does, and hands each
/// function to `each` as soon as its body is parsed. What `each` computed counts only if the
/// whole module parses (`Ok`): a parser error anywhere wins.
pub fn parse_each<'a>(
    src: &'a [u8],
    each: impl FnMut(&Function, ModuleCtx) + 'a,
) -> Result<(), ParseError> {
    parser::Parser::new(src, Box::new(each)).parse_module()
}
