// glibc.c: the host C library's printf of single conversions, for sim's differential printf
// tests (printf_glibc_test.go). Each stdin line is a case, "KIND\tVALUE\tFORMAT": KIND i (an int),
// l (a long long), d (a double), p (a pointer), each VALUE in hexadecimal (the double's bits),
// or s (a string: VALUE its bytes in hexadecimal, "-" for NULL, "" for the empty string).
// For each it writes the length snprintf returned (-1 when it failed), a newline, and the text.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *unhex(const char *h) {
	size_t n = strlen(h) / 2;
	char *s = malloc(n + 1);
	for (size_t i = 0; i < n; i++) {
		unsigned b;
		sscanf(h + 2 * i, "%2x", &b);
		s[i] = (char)b;
	}
	s[n] = 0;
	return s;
}

int main(void) {
	static char line[1 << 16];
	char *out = NULL;
	size_t cap = 0;
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		char *value = strchr(line, '\t'), *format = value ? strchr(value + 1, '\t') : NULL;
		if (!format)
			return 2;
		*value++ = 0;
		*format++ = 0;
		unsigned long long v = strtoull(value, NULL, 16);
		double d;
		memcpy(&d, &v, sizeof d);
		char *s = line[0] == 's' && strcmp(value, "-") != 0 ? unhex(value) : NULL;
		int n = 0;
		for (int pass = 0; pass < 2; pass++) {
			size_t room = pass ? cap : 0;
			char *buf = pass ? out : NULL;
			switch (line[0]) {
			case 'i': n = snprintf(buf, room, format, (int)v); break;
			case 'l': n = snprintf(buf, room, format, (long long)v); break;
			case 'd': n = snprintf(buf, room, format, d); break;
			case 'p': n = snprintf(buf, room, format, (void *)(unsigned long)v); break;
			case 's': n = snprintf(buf, room, format, s); break;
			default: return 2;
			}
			if (n < 0)
				break;
			if (!pass && (size_t)n + 1 > cap) {
				cap = (size_t)n + 1;
				out = realloc(out, cap);
			}
		}
		free(s);
		printf("%d\n", n);
		if (n > 0)
			fwrite(out, 1, (size_t)n, stdout);
		fflush(stdout);
	}
	return 0;
}
