import GestureArbiterCommandLine

CommandLineTool.main()
