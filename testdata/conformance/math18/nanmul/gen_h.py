# math18-h: which NaN mul.f64 keeps when its operands come from different f64 operations, each
# order of definition and of operands (the engine's rule: the operand written last in the PTX).
ops = {
    'ld': None,
    'add': 'add.rn.f64 {d}, {s}, 0d3FF0000000000000;',
    'mul': 'mul.rn.f64 {d}, {s}, 0d4008000000000000;',
    'fma': 'fma.rn.f64 {d}, {s}, 0d4008000000000000, 0d3FF0000000000000;',
    'rsqrt': 'rsqrt.approx.f64 {d}, {s};',
    'rsqrtftz': 'rsqrt.approx.ftz.f64 {d}, {s};',
    'rcpftz': 'rcp.approx.ftz.f64 {d}, {s};',
    'rcp': 'rcp.rn.f64 {d}, {s};',
    'sqrt': 'sqrt.rn.f64 {d}, {s};',
    'div': 'div.rn.f64 {d}, {s}, 0d4008000000000000;',
}
names = list(ops)
out = ['.version 7.8', '.target sm_90', '.address_size 64']
kernels = []
for a in names:
    for b in names:
        for first in 'ab':
            for swap in (0, 1):
                k = 'h_%s_%s_%s%d' % (a, b, first, swap)
                kernels.append(k)
                body = []
                def op(name, d, s):
                    if ops[name] is None:
                        body.append('mov.f64 %s, %s;' % (d, s))
                    else:
                        body.append(ops[name].format(d=d, s=s))
                # loads first (both), then the two operations in the chosen order
                seq = [(a, '%fa', '%fx'), (b, '%fb', '%fy')]
                if first == 'b': seq.reverse()
                for n, d, s in seq: op(n, d, s)
                body.append('mul.rn.f64 %fr, %fa, %fb;' if not swap else 'mul.rn.f64 %fr, %fb, %fa;')
                out.append('''.visible .entry %s(.param .u64 px, .param .u64 py, .param .u64 po, .param .u32 ps)
{
	.reg .b64 %%a<8>; .reg .f64 %%fx, %%fy, %%fa, %%fb, %%fr; .reg .b32 %%r<4>;
	ld.param.u64 %%a1, [px]; ld.param.u64 %%a2, [py]; ld.param.u64 %%a3, [po];
	cvta.to.global.u64 %%a1, %%a1; cvta.to.global.u64 %%a2, %%a2; cvta.to.global.u64 %%a3, %%a3;
	ld.param.u32 %%r2, [ps]; mov.u32 %%r1, %%tid.x; mad.lo.u32 %%r3, %%r2, 32, %%r1; mul.wide.u32 %%a4, %%r1, 8; mul.wide.u32 %%a0, %%r3, 8;
	add.s64 %%a5, %%a1, %%a4; add.s64 %%a6, %%a2, %%a4; add.s64 %%a7, %%a3, %%a0;
	ld.global.f64 %%fx, [%%a5]; ld.global.f64 %%fy, [%%a6];
	%s
	st.global.f64 [%%a7], %%fr;
	ret;
}''' % (k, '\n\t'.join(body)))
open('h.ptx', 'w').write('\n'.join(out) + '\n')
# inputs: x and y NaNs of distinct payloads and signs (and, for the other lanes, one of them a number)
import struct
xs = [0x7ff80000000000aa, 0xfff80000000000aa, 0x7ff00000000000aa, 0x7ff80000000000aa] * 8
ys = [0xfff80000000000bb, 0x7ff80000000000bb, 0xfff00000000000bb, 0x4000000000000000] * 8
open('h.in.bin', 'wb').write(struct.pack('<32Q', *xs) + struct.pack('<32Q', *ys))
c = ['# math18-h: gen_h.py', 'image h.ptx', 'grid 1 1 1', 'block 32 1 1',
     'buf x u64 32 file h.in.bin 0', 'buf y u64 32 file h.in.bin 256', 'buf out u64 %d zero' % (32 * len(kernels))]
# kernels write at out + 256*j: pass out offset by giving each kernel its own buffer would need many
# buffers; instead one buffer per kernel
for j, k in enumerate(kernels):
    c += ['kernel ' + k, 'param buf x', 'param buf y', 'param buf out', 'param u32 %d' % j, 'launch']
c.append('check out exact')
open('h.case', 'w').write('\n'.join(c) + '\n')
open('h.kernels', 'w').write('\n'.join(kernels) + '\n')
