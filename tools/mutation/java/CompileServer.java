import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * javac, kept warm for the mutation judge: one request per line on stdin, tab-separated
 * {@code CLASSPATH OUT_DIR SOURCE...}; a SOURCE that is a folder stands for every {@code .java} file
 * under it. The sources are compiled into OUT_DIR against CLASSPATH (empty: none) as
 * {@code javac --release 17 -encoding UTF-8 -nowarn} would. Answers one line: {@code ok}, or
 * {@code fail} and javac's first message on one line. Starting a JVM for javac per mutant would cost
 * seconds; the compiler itself runs once per mutant either way.
 */
public final class CompileServer {
    public static void main(String[] args) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            System.err.println("CompileServer: no system Java compiler (a JDK is needed, not a JRE)");
            System.exit(3);
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            String[] parts = line.split("\t");
            if (parts.length < 3) {
                out.println("fail expected CLASSPATH<TAB>OUT_DIR<TAB>SOURCE...");
                continue;
            }
            List<String> sources = new java.util.ArrayList<>();
            for (int i = 2; i < parts.length; i++) {
                Path source = Path.of(parts[i]);
                if (!Files.isDirectory(source)) {
                    sources.add(parts[i]);
                    continue;
                }
                try (Stream<Path> walk = Files.walk(source)) {
                    walk.filter(p -> p.toString().endsWith(".java")).map(Path::toString).sorted().forEach(sources::add);
                }
            }
            List<String> options = new java.util.ArrayList<>(
                    List.of("--release", "17", "-encoding", "UTF-8", "-nowarn", "-proc:none", "-d", parts[1]));
            if (!parts[0].isEmpty()) options.addAll(List.of("-cp", parts[0]));
            String[] argv = Stream.concat(options.stream(), sources.stream()).toArray(String[]::new);
            StringWriter messages = new StringWriter();
            int status = javac.run(null, new java.io.PrintStream(new java.io.OutputStream() {
                @Override
                public void write(int b) {
                    messages.write(b);
                }
            }, true), new java.io.PrintStream(new java.io.OutputStream() {
                @Override
                public void write(int b) {
                    messages.write(b);
                }
            }, true), argv);
            String first = messages.toString().lines().findFirst().orElse("").replace('\t', ' ');
            out.println(status == 0 ? "ok" : "fail " + first);
        }
    }
}
