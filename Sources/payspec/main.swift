import PaySpecCLI
PaySpecCommandLine.main()
