// glibc 2.38 headers send C++ programs' strtol, strtoul and sscanf (g++
// defines _GNU_SOURCE, which asks for C23 behaviour) to new __isoc23_*
// symbols that older glibcs lack. build.sh links this file into programs
// built against glibc 2.38 or newer, so that they run where the tests run
// (glibc 2.36 and older): it is compiled as strict C11, where the plain
// functions are the old ones. The only C23 change, "0b" binary prefixes,
// does not concern the samples.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

long __isoc23_strtol(const char *s, char **end, int base) { return strtol(s, end, base); }

unsigned long __isoc23_strtoul(const char *s, char **end, int base) { return strtoul(s, end, base); }

int __isoc23_sscanf(const char *s, const char *format, ...) {
	va_list ap;
	va_start(ap, format);
	int n = vsscanf(s, format, ap);
	va_end(ap);
	return n;
}
