package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"cudasim/internal/surface"
)

func init() {
	register(command{
		name:    "support",
		args:    "[NAME...]",
		summary: "list the driver entry points and how much cudasim implements of each",
		help: `Support prints cudasim's table of the CUDA driver API: every entry point of
the real driver's cuGetProcAddress table, its support level (full; partial,
with a note on what is missing; none: it answers CUDA_ERROR_NOT_SUPPORTED),
whether a recorded trace carries its calls for cudasim replay, and at the
end the counts. Given NAMEs (base names such as cuMemAlloc, or symbols such
as cuMemAlloc_v2 or cuMemcpyHtoD_v2_ptds, which stand for their base name),
it prints only those; a name that is no entry point is an error. --json
prints a JSON array of {name, support, trace, note, symbols} instead.

The table is internal/surface/surface.txt; its tests hold it to libcuda's
code.`,
		run: runSupport,
	})
}

// supportJSON is one entry point in --json output.
type supportJSON struct {
	Name    string   `json:"name"`
	Support string   `json:"support"`
	Trace   bool     `json:"trace"`
	Note    string   `json:"note"`
	Symbols []string `json:"symbols"`
}

func runSupport(inv *invocation) error {
	asJSON := inv.flags.Bool("json", false, "print a JSON array")
	if err := inv.parse(); err != nil {
		return err
	}
	es := surface.Entries()
	if len(inv.args) > 0 {
		var picked []surface.Entry
		seen := map[string]bool{}
		for _, name := range inv.args {
			e, ok := surface.Lookup(name)
			if !ok {
				return fmt.Errorf("%s is not an entry point of the CUDA driver API (cudasim support lists them)", name)
			}
			if !seen[e.Name] {
				seen[e.Name] = true
				picked = append(picked, *e)
			}
		}
		es = picked
	}
	if *asJSON {
		return printSupportJSON(inv.stdout, es)
	}
	return printSupport(inv.stdout, es)
}

func printSupportJSON(w io.Writer, es []surface.Entry) error {
	out := make([]supportJSON, len(es))
	for i := range es {
		e := &es[i]
		out[i] = supportJSON{Name: e.Name, Support: string(e.Support), Trace: e.Trace, Note: e.Note, Symbols: e.Symbols()}
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

func printSupport(w io.Writer, es []surface.Entry) error {
	var buf bytes.Buffer
	tw := tabwriter.NewWriter(&buf, 0, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "ENTRY POINT\tSUPPORT\tTRACE\tNOTE\n")
	for i := range es {
		e := &es[i]
		trace := "no"
		if e.Trace {
			trace = "yes"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", e.Name, e.Support, trace, e.Note)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	// An empty note leaves the padding of the column before it.
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		if _, err := fmt.Fprintln(w, strings.TrimRight(line, " ")); err != nil {
			return err
		}
	}
	n := surface.Count(es)
	points := "entry points"
	if n.EntryPoints == 1 {
		points = "entry point"
	}
	_, err := fmt.Fprintf(w, "\n%d %s (%d symbols): %d full, %d partial, %d not implemented; %d traced\n",
		n.EntryPoints, points, n.Symbols, n.Full, n.Partial, n.None, n.Traced)
	return err
}
