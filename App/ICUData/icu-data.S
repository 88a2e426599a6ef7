// ICU's data, filtered: scripts/build-release defines WF_ICU_DATA_SYMBOL (the toolchain's
// icudtNN_dat) and WF_ICU_DATA_FILE (a copy of the toolchain's data without what wf never uses;
// see scripts/icu-data-filter.c). Linked as one of wf's own objects, this definition comes before
// the toolchain's lib_FoundationICU.a, so the linker never takes that archive's 32 MiB data member.
// Without the two definitions (debug and test builds) this file is empty and nothing changes.
#if defined(WF_ICU_DATA_SYMBOL) && defined(WF_ICU_DATA_FILE)
    .section .rodata.wf_icu_data, "a", @progbits
    .balign 16
    .globl WF_ICU_DATA_SYMBOL
    .type WF_ICU_DATA_SYMBOL, @object
WF_ICU_DATA_SYMBOL:
    .incbin WF_ICU_DATA_FILE
    .size WF_ICU_DATA_SYMBOL, . - WF_ICU_DATA_SYMBOL
#endif
    .section .note.GNU-stack, "", @progbits
