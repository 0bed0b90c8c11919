/*
 * A disassembler plugin for JDK 17's -XX:+PrintAssembly and -XX:CompileCommand=print, built over Debian's
 * libhsdis0-fcml. JDK 17 looks up decode_instructions_virtual in hsdis-amd64.so; the FCML build exports only
 * the older decode_instructions, which takes the code's own addresses. HotSpot prints code that is in memory
 * at the addresses it passes, so the older entry point serves: this forwards to it. See build.sh.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>

typedef void *(*event_callback)(void *stream, const char *event, void *argument);
typedef int (*printf_callback)(void *stream, const char *format, ...);
typedef void *(*decode_function)(void *start, void *end, event_callback events, void *event_stream,
    printf_callback printer, void *printf_stream, const char *options);

void *decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char *buffer, uintptr_t length,
    event_callback events, void *event_stream, printf_callback printer, void *printf_stream, const char *options,
    int newline)
{
    static decode_function decode;
    (void)buffer;
    (void)length;
    (void)newline;
    if (decode == NULL)
    {
        void *library = dlopen(FCML_HSDIS, RTLD_NOW);
        decode = library == NULL ? NULL : (decode_function)dlsym(library, "decode_instructions");
        if (decode == NULL)
        {
            fprintf(stderr, "hsdis-shim: cannot load decode_instructions from %s\n", FCML_HSDIS);
            return NULL;
        }
    }
    return decode((void *)start_va, (void *)end_va, events, event_stream, printer, printf_stream, options);
}
