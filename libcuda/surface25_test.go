//go:build linux && amd64

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// surface25Dir holds the probe of the entry points cudasim had at support
// level none (session 25) and what one H200 printed for each section.
const surface25Dir = "../testdata/reference/surface25"

// surface25Sections are the sections compared: the program's arguments,
// whether the H200 crashed in it (then only the lines it printed count) and
// the line from which on its answers are not compared (logs: a dump into
// 92 bytes or more that cannot hold every line made driver 580 write past
// the buffer, 196 bytes into 92, and abort at the next malloc; cudasim
// writes the notice alone and fails, as for 100 bytes). ptr: pointer
// attributes 1-24 through cuPointerGetAttribute and cuPointerGetAttributes
// for each kind of memory, NULL and addresses in no allocation.
var surface25Sections = []struct {
	args    string
	crashed bool
	until   string
}{
	{"logs", true, "cuLogsDumpToMemory from start 92 "}, {"atomic", false, ""}, {"coredump", false, ""},
	{"notif", false, ""}, {"arrays", false, ""}, {"misc", false, ""}, {"handle", false, ""},
	{"logsunreg twice", true, ""}, {"logsunreg null", false, ""}, {"logsunreg bogus", true, ""},
	{"notifrisky again", true, ""}, {"notifrisky null", false, ""}, {"notifrisky bogus", true, ""},
	{"logscap", false, ""}, {"ptr", false, ""},
}

// surface25Gaps are the H200's lines cudasim does not reproduce, dropped
// from both sides before the comparison: blocks of arrays cudasim does not
// create (sparse, deferred mapping: CUDA_ERROR_NOT_SUPPORTED) with their
// indented lines, and coredump names read into buffers too small for them
// (the H200 wrote zeros past 4 bytes and into a 0-byte buffer), and the
// dma-buf exports.
var surface25Gaps = []*regexp.Regexp{
	regexp.MustCompile(`^cu(Array3DCreate|MipmappedArrayCreate) (mip )?(sparse|deferred) `),
	// the dma-buf exports the H200 made, which cudasim refuses
	regexp.MustCompile(`^cuMemGetHandleForAddressRange (2 MiB|4 MiB|64 KiB|4 KiB|p\+4096 4 KiB) type 1 ->`),
	regexp.MustCompile(`^(ctx|global) small attr 5 size [04] `),
}

// surface25HostMapping: the mapping size, base and block ID of page-locked and
// managed host memory (the ptr section's lines get 18-20 under these
// headings), which cudasim takes from the host's allocator and does not
// answer (CUDA_ERROR_NOT_SUPPORTED; testdata/reference/mapattr26).
var (
	surface25HostSection = regexp.MustCompile(`^-- (cuMemAllocHost|cuMemHostAlloc|cuMemAllocManaged)`)
	surface25MappingLine = regexp.MustCompile(`^  get (18|19|20) -> `)
)

var (
	surface25Stamp = regexp.MustCompile(`\[\d\d:\d\d:\d\d\.\d{3}\]\[\d+\]`)
	surface25Sizes = regexp.MustCompile(`(size \d+->|strlen |size )\d+`)
	// the global coredump names' %p, %h and %t: the process, host and time
	surface25Names = regexp.MustCompile(`(surface25(core|pipe)\.|file-name-)\d+(-[^-]+-\d+)?`)
)

// surface25Normalize drops the gaps and makes times, thread IDs and the
// byte counts of dumped logs (which their lengths change) comparable.
func surface25Normalize(text string) []string {
	var out []string
	inGap, hostSection := false, false
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.HasPrefix(l, "-- ") {
			hostSection = surface25HostSection.MatchString(l)
		}
		if inGap && strings.HasPrefix(l, "  ") || hostSection && surface25MappingLine.MatchString(l) {
			continue
		}
		inGap = false
		gap := false
		for _, re := range surface25Gaps {
			if re.MatchString(l) {
				gap = true
			}
		}
		if gap {
			inGap = strings.HasPrefix(l, "cu")
			continue
		}
		l = surface25Stamp.ReplaceAllString(l, "[T][TID]")
		l = surface25Names.ReplaceAllString(l, "${1}PID")
		if strings.Contains(l, "[T][TID]") || strings.HasPrefix(l, "cuLogsDumpToMemory") {
			l = surface25Sizes.ReplaceAllString(l, "${1}N")
		}
		out = append(out, l)
	}
	return out
}

// TestSurface25MatchesH200 runs surface.c's sections on cudasim and compares
// them line by line with the H200's transcripts (h200/SECTION.txt): the
// error log's lines and callbacks, atomic capabilities, coredump settings,
// async notifications, array queries, cuCtxAttach/cuCtxDetach, LUID,
// profiler, RDMA flush and batch decompression answers.
func TestSurface25MatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, surface25Dir+"/surface.c")
	for _, s := range surface25Sections {
		name := strings.ReplaceAll(s.args, " ", "-")
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(surface25Dir, "h200", name+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			out := t.TempDir()
			got, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off", "PROBE_OUT=" + out}, strings.Fields(s.args)...)
			if err != nil {
				t.Fatalf("%v\n%s", err, stderr)
			}
			want, have := surface25Normalize(string(b)), surface25Normalize(got)
			if s.until != "" {
				for i, l := range want {
					if strings.Contains(l, s.until) {
						want = want[:i]
						break
					}
				}
			}
			if s.crashed && len(have) > len(want) {
				have = have[:len(want)] // the H200's driver crashed there
			}
			compareLines(t, want, have)
		})
	}
}
