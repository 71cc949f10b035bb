/*
 * The hosts' one shared step: the fixture named on the command line, read into a buffer.
 */
#ifndef FIXTURE_FILE_H
#define FIXTURE_FILE_H

#include <stdio.h>

/* Reads the file of `argv[1]` into `json` (at most `capacity` bytes) and gives its length, or
 * prints why not and gives 0. */
static size_t read_fixture(int argc, char **argv, char *json, size_t capacity) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FIXTURE\n", argv[0]);
        return 0;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 0;
    }
    size_t length = fread(json, 1, capacity, file);
    fclose(file);
    return length;
}

#endif
