//go:build ignore

// mergetables writes surface.txt, the one table of the driver surface, from
// the two it replaces: surface.tsv (name, support, trace, the
// cuGetProcAddress steps, note) and calls.txt (the parameters of the
// generated entry points), and deletes them. It is a one-off: run it on a
// tree that still has the two files (a branch that added rows to them),
// then go generate ./libcuda ./trace/replay:
//
//	go run internal/surface/mergetables.go
//
// -tsv, -calls and -o name other files, and -keep keeps the old ones: a
// branch that added rows can convert the merge base's and its own tables
// and merge the difference into surface.txt with git merge-file.
//
// Comments of calls.txt other than its header are not carried over: they
// are printed, for whoever runs it to move what matters into surface.txt's
// header or docs/libcuda.md.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("mergetables: ")
	dir := "internal/surface"
	tsvFlag := flag.String("tsv", filepath.Join(dir, "surface.tsv"), "the old table")
	callsFlag := flag.String("calls", filepath.Join(dir, "calls.txt"), "the old declarations")
	outFlag := flag.String("o", filepath.Join(dir, "surface.txt"), "the file to write")
	keep := flag.Bool("keep", false, "do not delete the old files")
	flag.Parse()
	tsvPath, callsPath, outPath := *tsvFlag, *callsFlag, *outFlag
	tsv, err := os.ReadFile(tsvPath)
	if err != nil {
		log.Fatal(err)
	}
	calls, err := os.ReadFile(callsPath)
	if err != nil {
		log.Fatal(err)
	}

	type row struct{ name, support, trace, legacy, perthread, note, call string }
	var rows []*row
	bySymbol := map[string]*row{}
	for n, line := range strings.Split(string(tsv), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) < 5 || len(c) > 6 {
			log.Fatalf("%s:%d: %d columns", tsvPath, n+1, len(c))
		}
		r := &row{name: c[0], support: c[1], legacy: c[3], perthread: c[4]}
		switch c[2] {
		case "yes":
			r.trace = "traced"
		case "no":
			r.trace = "untraced"
		default:
			log.Fatalf("%s:%d: trace %q", tsvPath, n+1, c[2])
		}
		if len(c) == 6 {
			r.note = c[5]
		}
		rows = append(rows, r)
		bySymbol[r.name] = r
		for _, steps := range []string{r.legacy, r.perthread} {
			if steps == "same" {
				continue
			}
			for _, st := range strings.Split(steps, ",") {
				_, sym, _ := strings.Cut(st, ":")
				bySymbol[sym] = r
			}
		}
	}

	inHeader := true
	var dropped []string
	for n, line := range strings.Split(string(calls), "\n") {
		decl, comment, _ := strings.Cut(line, "#")
		decl = strings.TrimSpace(decl)
		if decl == "" {
			if strings.TrimSpace(line) == "" {
				inHeader = false
			} else if !inHeader {
				dropped = append(dropped, fmt.Sprintf("%s:%d: %s", callsPath, n+1, line))
			}
			continue
		}
		inHeader = false
		if strings.TrimSpace(comment) != "" {
			dropped = append(dropped, fmt.Sprintf("%s:%d: #%s", callsPath, n+1, comment))
		}
		first, _, _ := strings.Cut(decl, "(")
		first, _, _ = strings.Cut(first, ",")
		r := bySymbol[strings.TrimSpace(first)]
		if r == nil {
			log.Fatalf("%s:%d: %s is no symbol of %s", callsPath, n+1, first, tsvPath)
		}
		if r.call != "" {
			log.Fatalf("%s:%d: a second line for %s", callsPath, n+1, r.name)
		}
		r.call = decl
	}

	var b strings.Builder
	b.WriteString(header)
	for _, r := range rows {
		fmt.Fprintf(&b, "%s %s %s %s\n", r.name, r.support, r.trace, r.legacy)
		if r.perthread != "same" {
			fmt.Fprintf(&b, "\tperthread %s\n", r.perthread)
		}
		if r.note != "" {
			fmt.Fprintf(&b, "\tnote %s\n", r.note)
		}
		if r.call != "" {
			fmt.Fprintf(&b, "\tcall %s\n", r.call)
		}
	}
	if err := os.WriteFile(outPath, []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	if !*keep {
		for _, p := range []string{tsvPath, callsPath} {
			if err := os.Remove(p); err != nil {
				log.Fatal(err)
			}
		}
	}
	for _, d := range dropped {
		fmt.Fprintln(os.Stderr, "not carried over:", d)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: %d entry points\n", outPath, len(rows))
}

const header = `# cudasim's table of the CUDA driver API: every entry point of a real libcuda.so.1,
# how much of it cudasim implements, whether a trace carries it and, where its
# code is generated, its parameters. Package surface (surface.go, calls.go)
# embeds and checks it; from it
#
#   libcuda/zsymbols.*, zstubs_amd64.S   the exports and cuGetProcAddress's table
#   libcuda/zshims.go        the C shim of each symbol a call line declares: NULL
#                            checks of the outputs, the driver call, the outputs
#                            written back, CUDASIM_LOG=calls's report, and, recording,
#                            the forwarded call and its trace line (or, untraced, a
#                            comment)
#   trace/replay/zcalls.go   replay's decoding of the trace line and the same driver
#                            call
#
# are written by go generate ./libcuda ./trace/replay, README.md's support section
# by go test ./internal/surface -update, and cudasim support prints it.
#
# One entry point a block, sorted by name:
#
#   NAME SUPPORT TRACE LEGACY
#   	perthread STEPS      (optional)
#   	note TEXT            (optional; for partial, what is missing)
#   	call DECLARATION     (optional: the entry point's code is generated)
#
#   NAME       the base name, as cuGetProcAddress is asked for it
#   SUPPORT    full | partial | none (none: every call answers CUDA_ERROR_NOT_SUPPORTED)
#   TRACE      traced: the recorder writes the calls as trace lines and replay runs
#              them (a row in docs/trace-format.md's call table); else untraced
#   LEGACY     the symbol cuGetProcAddress returns for flags 0 and 1 from each CUDA
#              version on, VERSION:SYMBOL, newest first
#   perthread  the same for flag 2 (per-thread default stream), where it differs
#
# The LEGACY and perthread steps are the real driver's cuGetProcAddress table (671
# symbols behind 477 base names), taken from the ZLUDA project's table
# (zluda_bindgen/src/process_table.rs), which was recorded by calling a real
# libcuda.so.1's cuGetProcAddress_v2 for every symbol, flag and CUDA version. The
# SUPPORT and TRACE columns are checked against libcuda's //export lines, its
# recorder and trace/replay's registry by go test ./internal/surface.
#
# A call line declares an implemented entry point whose code is generated:
#
#   call SYMBOL[,SYMBOL...](PARAM, ...) METHOD [synced] [flushes] [nullafter] [cshim] [drivernull] [alias:SYMBOL...]
#
# SYMBOLs are those of the entry point that get a generated shim; a symbol
# ending _ptsz or _ptds passes a NULL stream as the per-thread default stream.
# alias:SYMBOL makes another symbol of the entry point jump to the first. METHOD
# is the driver.Thread method: it takes the inputs, converted, in C order and
# returns the outputs, in C order, then an error. synced: device printf output
# is flushed before the call returns (it waits for device work); flushes: it is
# flushed before the call, as a launch does. nullafter: a NULL output is
# checked once the driver has answered (its errors come first). cshim: the C
# shims are hand-written (libcuda/api_*.go) and record the line as declared;
# replay's decoding is generated. drivernull: a NULL output is the driver's to
# answer (Thread.NullOutput), and the recorder writes such a call as a comment.
#
# PARAM is NAME KIND [ends]: an input; or NAME *KIND [unchecked]: a pointer the call
# writes a result through (NULL is CUDA_ERROR_INVALID_VALUE). NAME is cuda.h's;
# NAME=KEY gives the trace's name for it where that differs (docs/trace-format.md:
# replay accepts the argument named so, an output is keyed so).
#
#   uint[:TYPE] int[:TYPE]   an integer; TYPE is the driver's type (Limit) if not uint32/int
#   size[:TYPE]              size_t (uint64 unless TYPE says)
#   dev ctx stream event module function library kernel
#                            a handle: the trace writes the name a call returned it under
#   string                   a C string (NULL is CUDA_ERROR_INVALID_VALUE)
#   u8 u16                   unsigned char, unsigned short (memset values)
#   ptr                      a CUdeviceptr: a name (buf0+16) or a number
#   ends                     the call frees, destroys or unloads it: the trace forgets the
#                            name (and, for a module or library, the names of what it held)
#   unused                   (an input handle) the driver does not take it (the real one
#                            ignores it, or cudasim models nothing it says): forwarded when
#                            recording, not part of the trace line
#   known                    (a ptr) the call is traced only when the pointer names memory
#                            the trace knows; else it is the program's own, and the
#                            recorder writes a comment (a copy between device pointers is
#                            traced only when both name memory the trace knows)
#   host:SIZE                a host buffer of SIZE bytes (an input size) the call reads:
#                            the trace carries the bytes; the driver gets a slice
#   *host:SIZE [async]       a host buffer the call fills: the trace carries what it read
#                            back (async: not, the bytes come later)
#   u64                      unsigned long long (graph flags)
#   pool graph gexec node    a CUmemoryPool, CUgraph, CUgraphExec, CUgraphNode
#   struct:NAME [optional]   a pointer to a C structure the call reads (CUmemLocation...);
#                            NAME's codecs are libcuda/structs.go's cNAME and traceNAME and
#                            trace/replay/structs.go's NAMEArg. NULL is answered as a NULL
#                            output is, unless optional (the codec takes NULL then)
#   list:ELEM:COUNT          an array of COUNT (a size_t input) ELEMs: a handle kind (node)
#                            or a structure (codecs as above, plus sizeofELEM and maxELEM
#                            in libcuda, ELEMElem in replay); the trace writes a list
#   poolattr:ATTR            a memory pool attribute's value, 4 or 8 bytes as the int
#                            input ATTR says (*poolattr:ATTR: the call writes it)
#   *uint *int *size *u64 *float   a number out
#   *dev *ctx                a handle out that exists already
#   *ptr                     an address out, named as an input pointer is
#   *new:PREFIX              a handle the call creates in the current context (s, ev)
#   *named:PREFIX            a handle that exists, named under PREFIX unless a call named it
#   *fresh:PREFIX            a handle the call creates that belongs to no context (pool, graph)
#   *string                  a string the driver keeps (const char **)
#   *range:PREFIX:SIZE       memory the call allocates, SIZE bytes (an input size)
#   unchecked                the value differs from run to run: the trace writes _
#   optional                 NULL is allowed (the caller does not want it): not written,
#                            and the trace writes _
#
# Names in traces: memory buf0..., stream-ordered memory async0..., managed memory
# managed0...; pools pool0... (a device's default or current pool keeps one name);
# graphs graph0..., their nodes node0..., instantiated graphs gexec0....
#
# Entry points with a form this cannot say (kernel parameters, JIT options,
# callbacks, arrays the call fills) keep hand-written shims in libcuda/api_*.go
# and hand-written decoding in trace/replay; their entries here are the same
# (docs/libcuda.md "How an entry point is made" lists them and why).
#
# Adding an entry point: its driver.Thread method (driver/), then here its SUPPORT
# (full or partial with a note), TRACE (traced needs a row in docs/trace-format.md)
# and call line; go generate ./libcuda ./trace/replay; go test ./internal/surface
# -update (README's summary).

`
