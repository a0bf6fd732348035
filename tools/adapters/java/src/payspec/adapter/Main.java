package payspec.adapter;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.comgate.ComgatePort;
import payspec.json.JsonWriter;
import payspec.moneycollect.MoneyCollectPort;
import payspec.seb.SebPort;

/**
 * Starts the Java port as a {@code payspec/1} adapter. Started by {@code run.sh}, which passes
 * {@code --spec}; see README.md.
 *
 * <p>Exit status: 0 after shutdown or end of input, 1 when stdin or stdout fails, 2 for a
 * usage error (an unknown option, an undeclarable choice), 3 when a spec table cannot be read.
 */
public final class Main {
    static final String USAGE = """
            usage: run.sh [--choice AMBIGUITY=OPTION]...
                   java -cp CLASSES payspec.adapter.Main --spec SPEC_DIR [--choice AMBIGUITY=OPTION]...
            Speaks payspec/1 on stdin/stdout (golden/PROTOCOL.md); logs go to stderr.
              --spec DIR                  the repository's spec/ folder (tables, texts, ambiguity register)
              --choice AMBIGUITY=OPTION   declare an option of spec/ambiguities.json in the handshake
                                          and behave by it (repeatable)""";

    private Main() {}

    public static void main(String[] args) {
        Log log = new Log(System.err);
        Path spec = null;
        Map<String, String> declared = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                System.err.println(USAGE);
                System.exit(0);
            } else if (arg.equals("--spec") && i + 1 < args.length) {
                spec = Path.of(args[++i]);
            } else if (arg.equals("--choice") && i + 1 < args.length) {
                String choice = args[++i];
                int eq = choice.indexOf('=');
                if (eq <= 0 || eq == choice.length() - 1) usage(log, "--choice needs AMBIGUITY=OPTION, got " + JsonWriter.quote(choice));
                if (declared.put(choice.substring(0, eq), choice.substring(eq + 1)) != null) {
                    usage(log, "--choice " + JsonWriter.quote(choice.substring(0, eq)) + " is given twice");
                }
            } else {
                usage(log, "unknown or incomplete option " + JsonWriter.quote(arg));
            }
        }
        if (spec == null) usage(log, "--spec SPEC_DIR is required");

        AdapterSession session;
        try {
            SpecTables tables = new SpecTables(spec);
            Choices choices = Choices.declare(tables, declared);
            List<Port> ports = List.of(new ComgatePort(tables), new SebPort(tables), new MoneyCollectPort(tables));
            session = new AdapterSession(new AdapterSession.Implementation("payspec-java", "0.1.0", "java"), ports, choices, log);
        } catch (Choices.ChoiceError e) {
            usage(log, e.getMessage());
            return;
        } catch (SpecError e) {
            log.line(e.getMessage());
            System.exit(3);
            return;
        }

        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        try {
            session.serve(System.in, out);
        } catch (IOException e) {
            log.line("reading requests or writing answers failed: " + e.getMessage());
            System.exit(1);
        }
        System.exit(0);
    }

    private static void usage(Log log, String message) {
        log.line(message);
        System.err.println(USAGE);
        System.exit(2);
    }
}
