// Writes a copy of an ICU common data package ("CmnD", the icudtNNl.dat that the Swift toolchain's
// lib_FoundationICU.a links in whole: 32 MiB) without what wf never asks ICU for. Used by
// scripts/build-release; see README.md, "Performance", for what was measured.
//
// Dropped: charset converters (*.cnv: wf reads and writes UTF-8 only); the dictionaries for word
// breaking in Chinese, Japanese, Thai, Lao, Khmer and Burmese (brkitr/*.dict; the rule-based
// break iterators stay); and, in the folders of per-locale extras (collation tailorings, display
// names of languages, regions, time zones, units and currencies, spelled-out numbers,
// transliterators), every locale but root and English. Kept: everything else, including every
// locale's own data (number and date formats), time zones, normalisation (IDNA for URLs) and
// Unicode properties. ICU falls back to root for anything missing, as it does for a locale it
// has never heard of. Only the table of contents is rewritten; kept items are copied byte for byte.
//
//     icu-data-filter in.dat out.dat
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const per_locale_folders[] = {
    "coll", "curr", "lang", "region", "unit", "zone", "rbnf", "translit", NULL,
};
static const char *const always_kept[] = {
    "root.res", "pool.res", "res_index.res", "supplementalData.res", "tzdbNames.res", "en.res", NULL,
};

static int listed(const char *name, const char *const *list, size_t length) {
    for (; *list != NULL; list++) {
        if (strlen(*list) == length && strncmp(name, *list, length) == 0) return 1;
    }
    return 0;
}

static int ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

/// Whether the item (e.g. "icudt76l/coll/de.res") stays.
static int keep(const char *name) {
    const char *path = strchr(name, '/'); // past the package name
    if (path == NULL) return 1;
    path++;
    const char *slash = strchr(path, '/');
    if (slash == NULL) return !ends_with(path, ".cnv");
    const char *file = slash + 1;
    size_t folder = (size_t)(slash - path);
    if (folder == 6 && strncmp(path, "brkitr", 6) == 0) return !ends_with(file, ".dict");
    if (!listed(path, per_locale_folders, folder) || !ends_with(file, ".res")) return 1;
    return listed(file, always_kept, strlen(file)) || strncmp(file, "en_", 3) == 0;
}

static uint32_t read32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static void write32(uint8_t *p, uint32_t v) { p[0] = v; p[1] = v >> 8; p[2] = v >> 16; p[3] = v >> 24; }

static int fail(const char *message) {
    fprintf(stderr, "icu-data-filter: %s\n", message);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3) return fail("usage: icu-data-filter in.dat out.dat");
    FILE *in = fopen(argv[1], "rb");
    if (in == NULL) return fail("cannot open the input");
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    rewind(in);
    uint8_t *data = malloc((size_t)size);
    if (data == NULL || size < 64 || fread(data, 1, (size_t)size, in) != (size_t)size) return fail("cannot read the input");
    fclose(in);

    // The standard ICU data header: its size, magic 0xda27, then UDataInfo (little-endian only).
    uint32_t header = (uint32_t)data[0] | (uint32_t)data[1] << 8;
    if (data[2] != 0xda || data[3] != 0x27 || data[8] != 0 || memcmp(data + 12, "CmnD", 4) != 0 || header + 4 > (uint32_t)size) {
        return fail("not a little-endian ICU common data package");
    }
    const uint8_t *toc = data + header;
    uint32_t count = read32(toc);
    if (header + 4 + (uint64_t)count * 8 > (uint64_t)size) return fail("truncated table of contents");

    // Offsets in the table are relative to its start; items follow the names, 16-byte aligned,
    // in name order, each running to the next one.
    uint32_t *kept = malloc(count * sizeof *kept);
    uint32_t kept_count = 0, names_length = 0;
    for (uint32_t i = 0; i < count; i++) {
        const char *name = (const char *)toc + read32(toc + 4 + 8 * i);
        if (keep(name)) {
            kept[kept_count++] = i;
            names_length += (uint32_t)strlen(name) + 1;
        }
    }
    uint32_t table = 4 + 8 * kept_count;
    uint32_t first_item = (header + table + names_length + 15) / 16 * 16 - header;
    uint64_t items_length = 0;
    for (uint32_t k = 0; k < kept_count; k++) {
        uint32_t i = kept[k];
        uint32_t start = read32(toc + 8 + 8 * i);
        uint32_t end = i + 1 < count ? read32(toc + 8 + 8 * (i + 1)) : (uint32_t)size - header;
        items_length += (end - start + 15) / 16 * 16;
    }
    uint8_t *out = calloc(1, header + first_item + items_length);
    if (out == NULL) return fail("out of memory");
    memcpy(out, data, header);
    uint8_t *new_toc = out + header;
    write32(new_toc, kept_count);
    uint32_t name_at = table, item_at = first_item;
    for (uint32_t k = 0; k < kept_count; k++) {
        uint32_t i = kept[k];
        const char *name = (const char *)toc + read32(toc + 4 + 8 * i);
        uint32_t start = read32(toc + 8 + 8 * i);
        uint32_t end = i + 1 < count ? read32(toc + 8 + 8 * (i + 1)) : (uint32_t)size - header;
        write32(new_toc + 4 + 8 * k, name_at);
        write32(new_toc + 8 + 8 * k, item_at);
        memcpy(new_toc + name_at, name, strlen(name) + 1);
        name_at += (uint32_t)strlen(name) + 1;
        memcpy(new_toc + item_at, toc + start, end - start);
        item_at += (end - start + 15) / 16 * 16;
    }
    FILE *output = fopen(argv[2], "wb");
    if (output == NULL || fwrite(out, 1, header + item_at, output) != header + item_at || fclose(output) != 0) {
        return fail("cannot write the output");
    }
    fprintf(stderr, "icu-data-filter: kept %u of %u items, %.1f of %.1f MiB\n", kept_count, count,
            (header + item_at) / 1048576.0, size / 1048576.0);
    return 0;
}
