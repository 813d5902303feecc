import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
for (const src of process.argv.slice(2)) {
 const r = await build({ stdin:{contents:src, resolveDir: process.cwd(), loader:'tsx'}, bundle:true, minify:true, format:'esm', write:false, external:['react','react-dom','react/jsx-runtime'], define:{'process.env.NODE_ENV':'"production"'}, logLevel:'error', target:'es2022'});
 console.log(gzipSync(r.outputFiles[0].contents,{level:9}).length, src);
}
