; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_add_fusion(ptr noalias readonly align 256 captures(none) dereferenceable(4096) %0, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %1, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %2, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %3, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %4, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %5) local_unnamed_addr #0 {
  %7 = addrspacecast ptr %1 to ptr addrspace(1)
  %8 = addrspacecast ptr %2 to ptr addrspace(1)
  %9 = addrspacecast ptr %0 to ptr addrspace(1)
  %10 = addrspacecast ptr %3 to ptr addrspace(1)
  %11 = addrspacecast ptr %4 to ptr addrspace(1)
  %12 = addrspacecast ptr %5 to ptr addrspace(1)
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !4
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %15 = shl nuw nsw i32 %13, 7
  %16 = or disjoint i32 %15, %14
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !6
  %20 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %17
  %21 = load float, ptr addrspace(1) %20, align 4, !invariant.load !6
  %22 = fmul float %19, %21
  %23 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %17
  %24 = load float, ptr addrspace(1) %23, align 4, !invariant.load !6
  %25 = fadd float %22, %24
  %.inv = fcmp oge float %25, 0x401FFEC880000000
  %26 = select i1 %.inv, float 0x401FFEC880000000, float %25
  %.inv1 = fcmp ole float %26, 0xC01FFEC880000000
  %27 = select i1 %.inv1, float 0xC01FFEC880000000, float %26
  %28 = tail call float @llvm.nvvm.fabs.f32(float %25)
  %29 = fcmp olt float %28, 0x3F3A36E2E0000000
  %30 = fmul float %27, %27
  %31 = tail call float @llvm.fma.f32(float %30, float 0xBCB3E4B800000000, float 0x3D4C266FC0000000)
  %32 = tail call float @llvm.fma.f32(float %30, float %31, float 0xBDD7A6FFE0000000)
  %33 = tail call float @llvm.fma.f32(float %30, float %32, float 0x3E6B800820000000)
  %34 = tail call float @llvm.fma.f32(float %30, float %33, float 0x3EEF286940000000)
  %35 = tail call float @llvm.fma.f32(float %30, float %34, float 0x3F44E1BDA0000000)
  %36 = tail call float @llvm.fma.f32(float %30, float %35, float 0x3F740B3B80000000)
  %37 = fmul float %27, %36
  %38 = tail call float @llvm.fma.f32(float %30, float 0x3EB41A7B00000000, float 0x3F1F12BAC0000000)
  %39 = tail call float @llvm.fma.f32(float %30, float %38, float 0x3F629540A0000000)
  %40 = tail call float @llvm.fma.f32(float %30, float %39, float 0x3F740B3BA0000000)
  %41 = fdiv float %37, %40
  %42 = select i1 %29, float %27, float %41
  %43 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %17
  %44 = load float, ptr addrspace(1) %43, align 4, !invariant.load !6
  %45 = fadd float %44, %42
  %46 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %17
  store float %25, ptr addrspace(1) %46, align 4
  %47 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %17
  store float %45, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

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
!4 = !{i32 0, i32 8}
!5 = !{i32 0, i32 128}
!6 = !{}
