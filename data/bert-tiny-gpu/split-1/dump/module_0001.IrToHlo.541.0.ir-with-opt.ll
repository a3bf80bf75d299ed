; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_reduce_fusion(ptr noalias readonly align 16 captures(none) dereferenceable(1024) %0, ptr noalias readonly align 16 captures(none) dereferenceable(15627264) %1, ptr noalias readonly align 16 captures(none) dereferenceable(8192) %2, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %3, ptr noalias readonly align 16 captures(none) dereferenceable(262144) %4, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %5, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %6, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %7) local_unnamed_addr #0 {
  %9 = addrspacecast ptr %2 to ptr addrspace(1)
  %10 = addrspacecast ptr %3 to ptr addrspace(1)
  %11 = addrspacecast ptr %5 to ptr addrspace(1)
  %12 = addrspacecast ptr %4 to ptr addrspace(1)
  %13 = addrspacecast ptr %0 to ptr addrspace(1)
  %14 = addrspacecast ptr %1 to ptr addrspace(1)
  %15 = addrspacecast ptr %7 to ptr addrspace(1)
  %16 = addrspacecast ptr %6 to ptr addrspace(1)
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !3
  %19 = shl nuw nsw i32 %18, 3
  %20 = lshr i32 %17, 5
  %21 = or disjoint i32 %19, %20
  %22 = and i32 %19, 120
  %23 = or disjoint i32 %22, %20
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds [8 x i8], ptr addrspace(1) %9, i64 %24
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !4
  %27 = trunc i64 %26 to i32
  %28 = tail call i32 @llvm.umin.i32(i32 %27, i32 30521)
  %29 = zext nneg i32 %23 to i64
  %30 = getelementptr inbounds [8 x i8], ptr addrspace(1) %10, i64 %29
  %31 = load i64, ptr addrspace(1) %30, align 8, !invariant.load !4
  %32 = and i64 %31, 4294967295
  %.not = icmp eq i64 %32, 0
  %33 = getelementptr inbounds [8 x i8], ptr addrspace(1) %11, i64 %29
  %34 = load i64, ptr addrspace(1) %33, align 8, !invariant.load !4
  %35 = trunc i64 %34 to i32
  %36 = tail call i32 @llvm.umin.i32(i32 %35, i32 511)
  %37 = and i32 %17, 31
  %38 = shl nuw nsw i32 %37, 1
  %39 = shl nuw nsw i32 %36, 7
  %40 = or disjoint i32 %39, %38
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %41
  %43 = select i1 %.not, i32 0, i32 128
  %44 = or disjoint i32 %43, %38
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [4 x i8], ptr addrspace(1) %13, i64 %45
  %47 = shl nuw nsw i32 %28, 7
  %48 = or disjoint i32 %47, %38
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [4 x i8], ptr addrspace(1) %14, i64 %49
  %51 = load <2 x float>, ptr addrspace(1) %50, align 8, !invariant.load !4
  %52 = extractelement <2 x float> %51, i32 0
  %53 = extractelement <2 x float> %51, i32 1
  %54 = load <2 x float>, ptr addrspace(1) %46, align 8, !invariant.load !4
  %55 = extractelement <2 x float> %54, i32 0
  %56 = extractelement <2 x float> %54, i32 1
  %57 = fadd float %55, %52
  %58 = load <2 x float>, ptr addrspace(1) %42, align 8, !invariant.load !4
  %59 = extractelement <2 x float> %58, i32 0
  %60 = extractelement <2 x float> %58, i32 1
  %61 = fadd float %59, %57
  %62 = fmul float %61, %61
  %63 = fadd float %56, %53
  %64 = fadd float %60, %63
  %65 = fmul float %64, %64
  %66 = fadd nsz float %62, %65
  %67 = fadd nsz float %61, %64
  %68 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 256
  %69 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 256
  %70 = getelementptr inbounds i8, ptr addrspace(1) %50, i64 256
  %71 = load <2 x float>, ptr addrspace(1) %70, align 8, !invariant.load !4
  %72 = extractelement <2 x float> %71, i32 0
  %73 = extractelement <2 x float> %71, i32 1
  %74 = load <2 x float>, ptr addrspace(1) %69, align 8, !invariant.load !4
  %75 = extractelement <2 x float> %74, i32 0
  %76 = extractelement <2 x float> %74, i32 1
  %77 = fadd float %75, %72
  %78 = load <2 x float>, ptr addrspace(1) %68, align 8, !invariant.load !4
  %79 = extractelement <2 x float> %78, i32 0
  %80 = extractelement <2 x float> %78, i32 1
  %81 = fadd float %79, %77
  %82 = fmul float %81, %81
  %83 = fadd nsz float %66, %82
  %84 = fadd nsz float %67, %81
  %85 = fadd float %76, %73
  %86 = fadd float %80, %85
  %87 = fmul float %86, %86
  %88 = fadd nsz float %87, %83
  %89 = fadd nsz float %86, %84
  %90 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %88, i32 16, i32 31)
  %91 = fadd nsz float %90, %88
  %92 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %91, i32 8, i32 31)
  %93 = fadd nsz float %92, %91
  %94 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %93, i32 4, i32 31)
  %95 = fadd nsz float %94, %93
  %96 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %95, i32 2, i32 31)
  %97 = fadd nsz float %96, %95
  %98 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %97, i32 1, i32 31)
  %99 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %89, i32 16, i32 31)
  %100 = fadd nsz float %89, %99
  %101 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %100, i32 8, i32 31)
  %102 = fadd nsz float %100, %101
  %103 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %102, i32 4, i32 31)
  %104 = fadd nsz float %102, %103
  %105 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %104, i32 2, i32 31)
  %106 = fadd nsz float %104, %105
  %107 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %106, i32 1, i32 31)
  %108 = icmp eq i32 %37, 0
  %109 = icmp samesign ult i32 %17, 225
  %110 = and i1 %109, %108
  %111 = getelementptr inbounds [4 x i8], ptr addrspace(1) %15, i64 %24
  %112 = getelementptr inbounds [4 x i8], ptr addrspace(1) %16, i64 %24
  %113 = fadd nsz float %106, %107
  %114 = fadd nsz float %98, %97
  br i1 %110, label %115, label %116

115:                                              ; preds = %8
  store float %114, ptr addrspace(1) %112, align 4
  store float %113, ptr addrspace(1) %111, align 4
  br label %116

116:                                              ; preds = %115, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="256,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 256}
!3 = !{i32 0, i32 128}
!4 = !{}
