@echo off
rem chuhe on Windows: runs chuhe.jar beside this file with the options of the chuhe script for macOS and Linux (see
rem it for why each): the parallel collector; the first JIT compiler only, except for serve; a heap of 1 GB and later
rem optimising compilation for serve; the class data archive chuhe.jsa beside the jar (CHUHE_CDS=off: without it).
rem Needs only Java 17 or later: %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java on the PATH.
rem CHUHE_JAVA_OPTS adds options of your own after these (set CHUHE_JAVA_OPTS=-Xmx2g: a larger heap for serve).
rem Without arguments (a double click in Explorer) it serves the event of chuhe.db in this folder and keeps its window
rem open when it ends, so that its last lines can be read.
rem This file is ASCII with CRLF line endings: cmd.exe reads a batch file in the console's code page. It has no
rem parenthesised blocks: a folder named like "chuhe (1)" would end them early.
setlocal
set "here=%~dp0"
set "java=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "java=%JAVA_HOME%\bin\java.exe"
if not "%java%"=="java" goto found
where java >nul 2>nul
if errorlevel 1 goto nojava
:found
set "opts=-XX:+UseParallelGC -Dfile.encoding=UTF-8 -Xlog:cds=off -Xlog:cds+dynamic=off"
set "cds=-Xshare:auto"
set "tier4=-XX:Tier4InvocationThreshold=15000 -XX:Tier4MinInvocationThreshold=6000"
set "tier4=%tier4% -XX:Tier4CompileThreshold=30000 -XX:Tier4BackEdgeThreshold=120000"
if /i "%CHUHE_CDS%"=="off" goto cdsdone
if exist "%here%chuhe.jsa" goto cdsuse
rem No archive yet (the first start after unpacking): chuhe's warm-up writes one (the everyday commands and the web
rem app on a small temporary event, so that it holds the classes of all of them), if the runtime has the base archive
rem it builds on (without one the JVM would not start) and this folder is ours to write in (else the JVM would end
rem with an error). Under a name of its own, kept only if the warm-up ended well: a half-written archive makes every
rem later JVM abort. If it fails, chuhe runs without an archive. (The message is in English: this file is ASCII.)
"%java%" -Xshare:on -version >nul 2>nul
if errorlevel 1 goto cdsdone
set "dump=%here%chuhe.jsa.%RANDOM%.tmp"
copy /y nul "%dump%" >nul 2>nul
if errorlevel 1 goto cdsdone
del "%dump%" >nul 2>nul
echo chuhe: preparing faster starts (once, about 10 s) 1>&2
"%java%" %opts% -XX:TieredStopAtLevel=1 "-XX:ArchiveClassesAtExit=%dump%" -jar "%here%chuhe.jar" warm-up >nul 2>nul
if errorlevel 1 goto dumpdone
if exist "%dump%" move /y "%dump%" "%here%chuhe.jsa" >nul 2>nul
:dumpdone
if exist "%dump%" del "%dump%" >nul 2>nul
if not exist "%here%chuhe.jsa" goto cdsdone
:cdsuse
set "cds=-XX:SharedArchiveFile=%here%chuhe.jsa"
:cdsdone
if "%~1"=="" goto clicked
set "mode=-XX:TieredStopAtLevel=1"
if /i "%~1"=="serve" set "mode=-Xmx1g %tier4%"
"%java%" %opts% %mode% %CHUHE_JAVA_OPTS% "%cds%" -jar "%here%chuhe.jar" %*
set "code=%ERRORLEVEL%"
if "%code%"=="1" call :olderjava
exit /b %code%

:clicked
rem The web app on chuhe.db in this folder (made at the first start: the chief arbiter creates the event in the
rem console, with the one-time password printed below).
cd /d "%here%"
"%java%" %opts% -Xmx1g %tier4% %CHUHE_JAVA_OPTS% "%cds%" -jar "%here%chuhe.jar" serve
if errorlevel 1 call :olderjava
pause
exit /b

:nojava
echo chuhe needs Java 17 or later: install a Java 17 runtime (for example Eclipse Temurin 17 JRE), or set JAVA_HOME. 1>&2
if "%~1"=="" pause
exit /b 9009

:olderjava
rem Exit code 1 is also what an older Java gives for options it does not know (Java 8: -Xlog): say so if it is one.
rem "version .1\." is Java 1.x; the dot stands for the quote, which findstr cannot take inside /c:"...".
"%java%" -version 2>&1 | findstr /r /c:"version .1\." /c:"version .9" /c:"version .1[0-6]\." >nul
if errorlevel 1 exit /b 0
echo chuhe needs Java 17 or later, and this java is older: "%java%". Install a Java 17 runtime, or set JAVA_HOME. 1>&2
exit /b 0
