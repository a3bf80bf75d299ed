; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_multiply_fusion_1(ptr noalias align 256 captures(none) dereferenceable(2097152) %0, ptr noalias readonly align 16 captures(none) dereferenceable(2048) %1, ptr noalias readnone align 256 captures(none) dereferenceable(2097152) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %8 = shl nuw nsw i32 %6, 9
  %9 = shl nuw nsw i32 %7, 2
  %10 = or disjoint i32 %8, %9
  %11 = zext nneg i32 %9 to i64
  %12 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %11
  %13 = load <4 x float>, ptr addrspace(1) %12, align 16, !invariant.load !6
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16
  %17 = extractelement <4 x float> %16, i64 0
  %18 = extractelement <4 x float> %13, i64 0
  %19 = fadd float %18, %17
  %20 = fmul float %19, 0x3FE6A09E60000000
  %21 = tail call float @llvm.maximum.f32(float %20, float 0xC00DF38D00000000)
  %22 = tail call float @llvm.minimum.f32(float %21, float 0x400DF38D00000000)
  %23 = fmul float %22, %22
  %24 = tail call float @llvm.fma.f32(float %23, float 0x3F2E05AA20000000, float 0x3F6BEBB440000000)
  %25 = tail call float @llvm.fma.f32(float %24, float %23, float 0x3FAA16DD60000000)
  %26 = tail call float @llvm.fma.f32(float %25, float %23, float 0x3FC7B4E800000000)
  %27 = tail call float @llvm.fma.f32(float %26, float %23, float 0x3FF20DD740000000)
  %28 = fmul float %22, %27
  %29 = tail call float @llvm.fma.f32(float %23, float 0xBE7FA720C0000000, float 0x3EF8B11BE0000000)
  %30 = tail call float @llvm.fma.f32(float %29, float %23, float 0x3F50ADA500000000)
  %31 = tail call float @llvm.fma.f32(float %30, float %23, float 0x3F8CD0FA80000000)
  %32 = tail call float @llvm.fma.f32(float %31, float %23, float 0x3FBC698420000000)
  %33 = tail call float @llvm.fma.f32(float %32, float %23, float 0x3FDFD68940000000)
  %34 = tail call float @llvm.fma.f32(float %33, float %23, float 1.000000e+00)
  %35 = fdiv float %28, %34
  %36 = fmul float %19, 5.000000e-01
  %37 = fadd float %35, 1.000000e+00
  %38 = fmul float %36, %37
  %39 = extractelement <4 x float> %16, i64 1
  %40 = extractelement <4 x float> %13, i64 1
  %41 = fadd float %40, %39
  %42 = fmul float %41, 0x3FE6A09E60000000
  %43 = tail call float @llvm.maximum.f32(float %42, float 0xC00DF38D00000000)
  %44 = tail call float @llvm.minimum.f32(float %43, float 0x400DF38D00000000)
  %45 = fmul float %44, %44
  %46 = tail call float @llvm.fma.f32(float %45, float 0x3F2E05AA20000000, float 0x3F6BEBB440000000)
  %47 = tail call float @llvm.fma.f32(float %46, float %45, float 0x3FAA16DD60000000)
  %48 = tail call float @llvm.fma.f32(float %47, float %45, float 0x3FC7B4E800000000)
  %49 = tail call float @llvm.fma.f32(float %48, float %45, float 0x3FF20DD740000000)
  %50 = fmul float %44, %49
  %51 = tail call float @llvm.fma.f32(float %45, float 0xBE7FA720C0000000, float 0x3EF8B11BE0000000)
  %52 = tail call float @llvm.fma.f32(float %51, float %45, float 0x3F50ADA500000000)
  %53 = tail call float @llvm.fma.f32(float %52, float %45, float 0x3F8CD0FA80000000)
  %54 = tail call float @llvm.fma.f32(float %53, float %45, float 0x3FBC698420000000)
  %55 = tail call float @llvm.fma.f32(float %54, float %45, float 0x3FDFD68940000000)
  %56 = tail call float @llvm.fma.f32(float %55, float %45, float 1.000000e+00)
  %57 = fdiv float %50, %56
  %58 = fmul float %41, 5.000000e-01
  %59 = fadd float %57, 1.000000e+00
  %60 = fmul float %58, %59
  %61 = extractelement <4 x float> %16, i64 2
  %62 = extractelement <4 x float> %13, i64 2
  %63 = fadd float %62, %61
  %64 = fmul float %63, 0x3FE6A09E60000000
  %65 = tail call float @llvm.maximum.f32(float %64, float 0xC00DF38D00000000)
  %66 = tail call float @llvm.minimum.f32(float %65, float 0x400DF38D00000000)
  %67 = fmul float %66, %66
  %68 = tail call float @llvm.fma.f32(float %67, float 0x3F2E05AA20000000, float 0x3F6BEBB440000000)
  %69 = tail call float @llvm.fma.f32(float %68, float %67, float 0x3FAA16DD60000000)
  %70 = tail call float @llvm.fma.f32(float %69, float %67, float 0x3FC7B4E800000000)
  %71 = tail call float @llvm.fma.f32(float %70, float %67, float 0x3FF20DD740000000)
  %72 = fmul float %66, %71
  %73 = tail call float @llvm.fma.f32(float %67, float 0xBE7FA720C0000000, float 0x3EF8B11BE0000000)
  %74 = tail call float @llvm.fma.f32(float %73, float %67, float 0x3F50ADA500000000)
  %75 = tail call float @llvm.fma.f32(float %74, float %67, float 0x3F8CD0FA80000000)
  %76 = tail call float @llvm.fma.f32(float %75, float %67, float 0x3FBC698420000000)
  %77 = tail call float @llvm.fma.f32(float %76, float %67, float 0x3FDFD68940000000)
  %78 = tail call float @llvm.fma.f32(float %77, float %67, float 1.000000e+00)
  %79 = fdiv float %72, %78
  %80 = fmul float %63, 5.000000e-01
  %81 = fadd float %79, 1.000000e+00
  %82 = fmul float %80, %81
  %83 = extractelement <4 x float> %16, i64 3
  %84 = extractelement <4 x float> %13, i64 3
  %85 = fadd float %84, %83
  %86 = fmul float %85, 0x3FE6A09E60000000
  %87 = tail call float @llvm.maximum.f32(float %86, float 0xC00DF38D00000000)
  %88 = tail call float @llvm.minimum.f32(float %87, float 0x400DF38D00000000)
  %89 = fmul float %88, %88
  %90 = tail call float @llvm.fma.f32(float %89, float 0x3F2E05AA20000000, float 0x3F6BEBB440000000)
  %91 = tail call float @llvm.fma.f32(float %90, float %89, float 0x3FAA16DD60000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %89, float 0x3FC7B4E800000000)
  %93 = tail call float @llvm.fma.f32(float %92, float %89, float 0x3FF20DD740000000)
  %94 = fmul float %88, %93
  %95 = tail call float @llvm.fma.f32(float %89, float 0xBE7FA720C0000000, float 0x3EF8B11BE0000000)
  %96 = tail call float @llvm.fma.f32(float %95, float %89, float 0x3F50ADA500000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %89, float 0x3F8CD0FA80000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %89, float 0x3FBC698420000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %89, float 0x3FDFD68940000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %89, float 1.000000e+00)
  %101 = fdiv float %94, %100
  %102 = fmul float %85, 5.000000e-01
  %103 = fadd float %101, 1.000000e+00
  %104 = fmul float %102, %103
  %105 = insertelement <4 x float> poison, float %38, i64 0
  %106 = insertelement <4 x float> %105, float %60, i64 1
  %107 = insertelement <4 x float> %106, float %82, i64 2
  %108 = insertelement <4 x float> %107, float %104, i64 3
  store <4 x float> %108, ptr addrspace(1) %15, align 16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 1024}
!5 = !{i32 0, i32 128}
!6 = !{}
