//! LLVM IR text: lexer, parser (steps 1–4 of Algorithm 9.3.7), the in-memory module, printer.
