; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private unnamed_addr addrspace(3) global [1056 x float] undef

; Function Attrs: norecurse nounwind
define ptx_kernel void @input_transpose_fusion_1(ptr noalias readonly align 16 captures(none) dereferenceable(512) %0, ptr noalias readonly align 256 captures(none) dereferenceable(1572864) %1, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %9 = lshr i32 %8, 1
  %10 = and i32 %9, 1
  %11 = shl nuw nsw i32 %10, 6
  %12 = and i32 %8, 1
  %13 = shl nuw nsw i32 %12, 5
  %14 = or disjoint i32 %11, %13
  %15 = and i32 %7, 31
  %16 = or disjoint i32 %14, %15
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !3
  %20 = lshr i32 %8, 2
  %21 = mul nuw nsw i32 %20, 12288
  %22 = lshr i32 %7, 5
  %23 = mul nuw nsw i32 %22, 384
  %24 = or disjoint i32 %21, %23
  %25 = or disjoint i32 %14, %24
  %26 = or disjoint i32 %25, %15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %27
  %29 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 512
  %30 = load float, ptr addrspace(1) %29, align 4, !invariant.load !3
  %31 = fadd float %19, %30
  %32 = fmul float %31, 0x3FD6A09E60000000
  %33 = mul nuw nsw i32 %15, 33
  %34 = add nuw nsw i32 %33, %22
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [4 x i8], ptr addrspace(3) @shared_0, i64 %35
  store float %32, ptr addrspace(3) %36, align 4
  %37 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 6656
  %38 = load float, ptr addrspace(1) %37, align 4, !invariant.load !3
  %39 = fadd float %19, %38
  %40 = fmul float %39, 0x3FD6A09E60000000
  %41 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 16
  store float %40, ptr addrspace(3) %41, align 4
  %42 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 12800
  %43 = load float, ptr addrspace(1) %42, align 4, !invariant.load !3
  %44 = fadd float %19, %43
  %45 = fmul float %44, 0x3FD6A09E60000000
  %46 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 32
  store float %45, ptr addrspace(3) %46, align 4
  %47 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 18944
  %48 = load float, ptr addrspace(1) %47, align 4, !invariant.load !3
  %49 = fadd float %19, %48
  %50 = fmul float %49, 0x3FD6A09E60000000
  %51 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 48
  store float %50, ptr addrspace(3) %51, align 4
  %52 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 25088
  %53 = load float, ptr addrspace(1) %52, align 4, !invariant.load !3
  %54 = fadd float %19, %53
  %55 = fmul float %54, 0x3FD6A09E60000000
  %56 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 64
  store float %55, ptr addrspace(3) %56, align 4
  %57 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 31232
  %58 = load float, ptr addrspace(1) %57, align 4, !invariant.load !3
  %59 = fadd float %19, %58
  %60 = fmul float %59, 0x3FD6A09E60000000
  %61 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 80
  store float %60, ptr addrspace(3) %61, align 4
  %62 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 37376
  %63 = load float, ptr addrspace(1) %62, align 4, !invariant.load !3
  %64 = fadd float %19, %63
  %65 = fmul float %64, 0x3FD6A09E60000000
  %66 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 96
  store float %65, ptr addrspace(3) %66, align 4
  %67 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 43520
  %68 = load float, ptr addrspace(1) %67, align 4, !invariant.load !3
  %69 = fadd float %19, %68
  %70 = fmul float %69, 0x3FD6A09E60000000
  %71 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 112
  store float %70, ptr addrspace(3) %71, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = mul nuw nsw i32 %22, 33
  %73 = add nuw nsw i32 %72, %15
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [4 x i8], ptr addrspace(3) @shared_0, i64 %74
  %76 = load float, ptr addrspace(3) %75, align 4
  %77 = shl nuw nsw i32 %10, 13
  %78 = shl nuw nsw i32 %20, 5
  %79 = and i32 %78, 96
  %80 = or disjoint i32 %77, %79
  %81 = shl nuw nsw i32 %12, 12
  %82 = or disjoint i32 %80, %81
  %83 = shl nuw nsw i32 %8, 10
  %84 = and i32 %83, 114688
  %85 = or disjoint i32 %82, %84
  %86 = shl nuw nsw i32 %22, 7
  %87 = or disjoint i32 %85, %86
  %88 = or disjoint i32 %87, %15
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %89
  store float %76, ptr addrspace(1) %90, align 4
  %91 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 528
  %92 = load float, ptr addrspace(3) %91, align 4
  %93 = getelementptr i8, ptr addrspace(1) %90, i64 2048
  store float %92, ptr addrspace(1) %93, align 4
  %94 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 1056
  %95 = load float, ptr addrspace(3) %94, align 4
  %96 = getelementptr i8, ptr addrspace(1) %90, i64 4096
  store float %95, ptr addrspace(1) %96, align 4
  %97 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 1584
  %98 = load float, ptr addrspace(3) %97, align 4
  %99 = getelementptr i8, ptr addrspace(1) %90, i64 6144
  store float %98, ptr addrspace(1) %99, align 4
  %100 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 2112
  %101 = load float, ptr addrspace(3) %100, align 4
  %102 = getelementptr i8, ptr addrspace(1) %90, i64 8192
  store float %101, ptr addrspace(1) %102, align 4
  %103 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 2640
  %104 = load float, ptr addrspace(3) %103, align 4
  %105 = getelementptr i8, ptr addrspace(1) %90, i64 10240
  store float %104, ptr addrspace(1) %105, align 4
  %106 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 3168
  %107 = load float, ptr addrspace(3) %106, align 4
  %108 = getelementptr i8, ptr addrspace(1) %90, i64 12288
  store float %107, ptr addrspace(1) %108, align 4
  %109 = getelementptr inbounds i8, ptr addrspace(3) %75, i64 3696
  %110 = load float, ptr addrspace(3) %109, align 4
  %111 = getelementptr i8, ptr addrspace(1) %90, i64 14336
  store float %110, ptr addrspace(1) %111, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { norecurse nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
